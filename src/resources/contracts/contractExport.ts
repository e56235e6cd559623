/**
 * The CSV export of the filtered contract list (src/resources/csvExport.ts): the declaration's
 * export columns, the status as text, the supplier by the name the row carries.
 */
import type { Exporter, FetchRelatedRecords, RaRecord } from 'react-admin';
import { contracts } from '../../schema/resources/contracts';
import { type CsvColumn, csvExporter, resourceCsv } from '../csvExport';
import { endDateText, periodText, type Translate } from './contractText';
import { STATUS_LABEL, statusKey } from './StatusChip';

/** Contract values that read otherwise than their field kind does. */
const BESPOKE_TEXT: Readonly<Record<string, (translate: Translate, record: RaRecord) => string>> = {
  // The name the row carries (kept by the server): no supplier to fetch.
  supplier: (_translate, record) => String(record.supplierName ?? ''),
  // The agreed end, as the import reads it back; the current term's end beside it, for reading.
  endsAt: (translate, record) => endDateText(translate, record, undefined, 'endsAt'),
  currentEndsAt: (translate, record) => endDateText(translate, record),
  noticeAmount: (translate, record) => periodText(translate, record.noticeAmount, record.noticeUnit) ?? '',
};

/** The computed status, as text, after the owner. */
const STATUS_COLUMN: CsvColumn = {
  source: 'status',
  label: STATUS_LABEL,
  after: 'owner',
  text: (translate: Translate, record: RaRecord) =>
    record.status ? translate(statusKey(String(record.status))) : '',
};

/**
 * The CSV text of contracts: the declaration's `export` fields plus the status (resourceCsv), the
 * supplier by the name the row carries, the end date and notice period as the list writes them.
 */
export const contractCsv = (
  records: RaRecord[],
  fetchRelated: FetchRelatedRecords,
  translate: Translate,
  locale = 'nl',
): Promise<string> =>
  resourceCsv(contracts, records, fetchRelated, translate, locale, {
    computed: [STATUS_COLUMN],
    bespoke: BESPOKE_TEXT,
  });

/** The list's exporter: the CSV above, downloaded as 'contracten.csv'. */
export const contractExporter = (translate: Translate, locale = 'nl'): Exporter =>
  csvExporter(
    (records, fetchRelated) => contractCsv(records, fetchRelated, translate, locale),
    translate('app.contracts.list.export_file'),
  );
