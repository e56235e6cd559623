/**
 * The CSV export of the filtered contract list (react-admin's ExportButton hands the records over):
 * the declaration's export columns with headers in the reader's language, Dutch dates, amounts as
 * numbers a spreadsheet can add up (a decimal comma in Dutch, a point in English), the status as
 * text and names instead of ids.
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { fieldsWhere, labelKey, type Resource } from '../../schema/dsl';
import { contracts } from '../../schema/resources/contracts';
import { fieldText, nameOf } from '../cells';
import { placeComputed } from '../ResourceList';
import { endDateText, periodText, type Translate } from './contractText';
import { STATUS_LABEL, statusKey } from './StatusChip';

/** Contract values that read otherwise than their field kind does. */
const BESPOKE_TEXT: Readonly<Record<string, (translate: Translate, record: RaRecord) => string>> = {
  // The name the row carries (kept by the server): no supplier to fetch.
  supplier: (_translate, record) => String(record.supplierName ?? ''),
  currentEndsAt: (translate, record) => endDateText(translate, record),
  noticeAmount: (translate, record) => periodText(translate, record.noticeAmount, record.noticeUnit) ?? '',
};

/** The computed status, as text, after the owner. */
const STATUS_COLUMN = {
  source: 'status',
  label: STATUS_LABEL,
  after: 'owner',
  text: (translate: Translate, record: RaRecord) =>
    record.status ? translate(statusKey(String(record.status))) : '',
};

/**
 * An amount as a number a spreadsheet of the reader's language reads (no currency sign, no
 * thousands separator, two decimals): '5400,00' in Dutch, '5400.00' in English.
 */
export const amountCell = (value: unknown, locale: string): string => {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  if (!Number.isFinite(amount)) return '';
  const text = amount.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
};

/** A number as a Dutch or English spreadsheet reads it (`-12,50`, `-1.234,56`, `-12.5`). */
const NUMBER = /^[-+]?\d{1,3}([.,]?\d{3})*([.,]\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return, OWASP's rule) gets a leading apostrophe, so it is shown as text; numbers stay numbers.
 */
export const spreadsheetSafe = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;

/**
 * The CSV text: the declaration's `export` fields in declaration order plus the status, each
 * headed by its label and read as its kind reads (references by name); ';' between values, as
 * Dutch spreadsheets expect where ',' is the decimal mark.
 */
export async function contractCsv(
  records: RaRecord[],
  fetchRelated: FetchRelatedRecords,
  translate: Translate,
  locale = 'nl',
): Promise<string> {
  // Read by field name: the declaration's meta, typed for any name.
  const resource: Resource = contracts;
  const fields = fieldsWhere(resource, (meta) => meta.export);
  const columns = placeComputed(fields, [STATUS_COLUMN]);
  const referenced = fields.filter((name) => resource.meta[name].reference && !(name in BESPOKE_TEXT));
  const relatedByField = Object.fromEntries(
    await Promise.all(
      referenced.map(
        async (name) =>
          [name, await fetchRelated(records, name, resource.meta[name].reference as string)] as const,
      ),
    ),
  );
  const text = (record: RaRecord, name: string): string => {
    if (name === STATUS_COLUMN.source) return STATUS_COLUMN.text(translate, record);
    const bespoke = BESPOKE_TEXT[name];
    if (bespoke) return bespoke(translate, record);
    const meta = resource.meta[name];
    if (meta.kind === 'money') return amountCell(record[name], locale);
    const byId = relatedByField[name];
    if (!byId) return fieldText(translate, resource.name, name, meta, record[name]);
    const ids: unknown[] = Array.isArray(record[name]) ? record[name] : [record[name]];
    return ids
      .map((id) => (id == null ? undefined : byId[String(id)]))
      .filter((found) => found !== undefined)
      .map((found) => nameOf(meta.reference as string, found))
      .join(', ');
  };
  const headers = columns.map((name) =>
    translate(name === STATUS_COLUMN.source ? STATUS_COLUMN.label : labelKey(resource, name)),
  );
  const rows = records.map((record) =>
    Object.fromEntries(columns.map((name, index) => [headers[index], spreadsheetSafe(text(record, name))])),
  );
  return jsonExport(rows, { headers, rowDelimiter: ';' });
}

/** The list's exporter: the CSV above, downloaded as 'contracten.csv'. */
export const contractExporter =
  (translate: Translate, locale = 'nl'): Exporter =>
  async (records, fetchRelated) => {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (accents).
    const csv = `\ufeff${await contractCsv(records, fetchRelated, translate, locale)}`;
    downloadCSV(csv, translate('app.contracts.list.export_file'));
  };
