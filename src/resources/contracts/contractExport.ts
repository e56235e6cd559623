/**
 * The CSV export of the filtered contract list (react-admin's ExportButton hands the records over):
 * Dutch headers, Dutch dates, euro amounts, the status as text and names instead of ids.
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { nameOf } from '../cells';
import { endDateText, euroText, periodText, type Translate } from './contractText';
import { statusKey } from './StatusChip';

/** The exported columns, by contract field; each header is the field's label. */
const COLUMNS = [
  'number',
  'reference',
  'supplierType',
  'supplier',
  'location',
  'owner',
  'status',
  'startsAt',
  'currentEndsAt',
  'noticeDeadline',
  'noticeAmount',
  'yearlyValue',
] as const;

/** A number as a Dutch or English spreadsheet reads it (`-12,50`, `-1.234,56`, `-12.5`). */
const NUMBER = /^[-+]?\d{1,3}([.,]?\d{3})*([.,]\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return, OWASP's rule) gets a leading apostrophe, so it is shown as text; numbers stay numbers.
 */
export const spreadsheetSafe = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;

/** The CSV text; ';' between values, as Dutch spreadsheets expect where ',' is the decimal mark. */
export async function contractCsv(
  records: RaRecord[],
  fetchRelated: FetchRelatedRecords,
  translate: Translate,
): Promise<string> {
  const [types, locations, owners] = await Promise.all([
    fetchRelated(records, 'supplierType', 'supplier-types'),
    fetchRelated(records, 'location', 'locations'),
    fetchRelated(records, 'owner', 'users'),
  ]);
  const named = (reference: string, byId: Record<string, RaRecord>, id: unknown): string => {
    const found = id == null ? undefined : byId[String(id)];
    return found ? nameOf(reference, found) : '';
  };
  const values = (record: RaRecord): Record<(typeof COLUMNS)[number], string> => ({
    number: String(record.number ?? ''),
    reference: String(record.reference ?? ''),
    supplierType: named('supplier-types', types, record.supplierType),
    supplier: String(record.supplierName ?? ''),
    location: named('locations', locations, record.location),
    owner: named('users', owners, record.owner),
    status: record.status ? translate(statusKey(String(record.status))) : '',
    startsAt: formatDate(record.startsAt as string | null),
    currentEndsAt: endDateText(translate, record),
    noticeDeadline: formatDate(record.noticeDeadline as string | null),
    noticeAmount: periodText(translate, record.noticeAmount, record.noticeUnit) ?? '',
    yearlyValue: euroText(record.yearlyValue),
  });
  const headers = COLUMNS.map((name) => translate(`resources.contracts.fields.${name}`));
  const rows = records.map((record) => {
    const row = values(record);
    return Object.fromEntries(COLUMNS.map((name, index) => [headers[index], spreadsheetSafe(row[name])]));
  });
  return jsonExport(rows, { headers, rowDelimiter: ';' });
}

/** The list's exporter: the CSV above, downloaded as 'contracten.csv'. */
export const contractExporter =
  (translate: Translate): Exporter =>
  async (records, fetchRelated) => {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (the euro sign, accents).
    const csv = `\ufeff${await contractCsv(records, fetchRelated, translate)}`;
    downloadCSV(csv, translate('app.contracts.list.export_file'));
  };
