/**
 * The CSV export of a filtered list (react-admin's ExportButton hands the records over): the
 * declaration's export columns with headers in the reader's language, Dutch dates, amounts as
 * numbers a spreadsheet can add up (a decimal comma in Dutch, a point in English), choices as text
 * and names instead of ids. Contracts and offer requests use it.
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { fieldsWhere, labelKey, type Resource } from '../schema/dsl';
import { fieldText, nameOf } from './cells';
import type { Translate } from './contracts/contractText';
import { placeComputed } from './ResourceList';

/** A column of a value the API computes, placed after a declared field. */
export interface CsvColumn {
  source: string;
  /** i18n key of the header. */
  label: string;
  after: string;
  text: (translate: Translate, record: RaRecord) => string;
}

export interface CsvOptions {
  computed?: readonly CsvColumn[];
  /** Fields that read otherwise than their kind does. */
  bespoke?: Readonly<Record<string, (translate: Translate, record: RaRecord) => string>>;
  /** A first column with the company's name (a platform admin's export of company rows). */
  withCompany?: boolean;
}

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
 * The CSV text: the declaration's `export` fields in declaration order plus the computed columns,
 * each headed by its label and read as its kind reads (references by name); ';' between values, as
 * Dutch spreadsheets expect where ',' is the decimal mark.
 */
export async function resourceCsv(
  resource: Resource,
  records: RaRecord[],
  fetchRelated: FetchRelatedRecords,
  translate: Translate,
  locale = 'nl',
  { computed = [], bespoke = {}, withCompany = false }: CsvOptions = {},
): Promise<string> {
  const fields = fieldsWhere(resource, (meta) => meta.export);
  const columns = [...(withCompany ? ['companyId'] : []), ...placeComputed(fields, computed)];
  const referenced = fields.filter((name) => resource.meta[name].reference && !(name in bespoke));
  const relatedByField = Object.fromEntries(
    await Promise.all(
      [
        ...referenced.map((name) => [name, resource.meta[name].reference as string] as const),
        ...(withCompany ? [['companyId', 'companies'] as const] : []),
      ].map(async ([name, target]) => [name, await fetchRelated(records, name, target)] as const),
    ),
  );
  const computedBySource = new Map(computed.map((column) => [column.source, column]));
  const text = (record: RaRecord, name: string): string => {
    const column = computedBySource.get(name);
    if (column) return column.text(translate, record);
    const own = bespoke[name];
    if (own) return own(translate, record);
    if (name === 'companyId') {
      const company = relatedByField.companyId?.[String(record.companyId)];
      return company ? nameOf('companies', company) : '';
    }
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
    translate(
      computedBySource.get(name)?.label ??
        (name === 'companyId' ? 'app.views.company' : labelKey(resource, name)),
    ),
  );
  const rows = records.map((record) =>
    Object.fromEntries(columns.map((name, index) => [headers[index], spreadsheetSafe(text(record, name))])),
  );
  return jsonExport(rows, { headers, rowDelimiter: ';' });
}

/** An exporter downloading `csv(records)` as `fileName`, with a byte order mark so spreadsheets read UTF-8. */
export const csvExporter =
  (
    csv: (records: RaRecord[], fetchRelated: FetchRelatedRecords) => Promise<string>,
    fileName: string,
  ): Exporter =>
  async (records, fetchRelated) => {
    downloadCSV(`\ufeff${await csv(records, fetchRelated)}`, fileName);
  };
