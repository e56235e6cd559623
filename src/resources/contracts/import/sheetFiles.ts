/**
 * The import's files in the browser: a chosen .xlsx or .csv read as worksheets of cell texts, and
 * the template written (docs/contracts-api.md#import).
 */
import { parseCsv, SPECIFICATION_COLUMN } from '../../../schema/contract-import';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import { cellText } from '../../../schema/sheet-values';

/** A file's worksheets (a CSV file is one, without a name), each as rows of cell texts. */
export type Workbook = { name: string | null; rows: string[][] }[];

export async function readWorkbook(file: File): Promise<Workbook> {
  if (/\.xlsx$/i.test(file.name)) {
    const { default: readExcelFile } = await import('read-excel-file/universal');
    const sheets = await readExcelFile(file);
    return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
  }
  return [{ name: null, rows: parseCsv(new TextDecoder('utf-8').decode(await file.arrayBuffer())) }];
}

/** The template's columns and example row: the Dutch headings a sheet is matched by. */
const TEMPLATE: readonly [string, string][] = [
  ['number', 'CT-2026-001'],
  ['reference', 'Energie hoofdkantoor'],
  ['supplierType', 'Energie'],
  ['supplier', 'Eneco'],
  ['location', 'Hoofdkantoor'],
  ['owner', 'naam@bedrijf.nl'],
  ['startsAt', '1-1-2026'],
  ['endsAt', '31-12-2027'],
  ['noticeAmount', '3 maanden'],
  ['renewalMonths', '12'],
  ['costAmount', '1.234,56'],
  ['costPeriod', 'per maand'],
  ['vatIncluded', 'Nee'],
  ['description', 'Levering van elektriciteit en gas'],
  ['specifications.EAN-code', '871234567890123456'],
  ['specifications.Soort energie', 'Stroom'],
];

const csvCell = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The template as .xlsx or .csv (';' and a BOM, as Dutch spreadsheets open it), downloaded. */
export async function downloadTemplate(translate: (key: string) => string, format: 'xlsx' | 'csv') {
  const heading = ([field]: [string, string]) =>
    field.startsWith(SPECIFICATION_COLUMN)
      ? field.slice(SPECIFICATION_COLUMN.length)
      : translate(labelKey(contracts, field));
  const rows = [TEMPLATE.map(heading), TEMPLATE.map(([, example]) => example)];
  const fileName = `${translate('app.contracts.import.template_name')}.${format}`;
  if (format === 'xlsx') {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    await writeXlsxFile(rows).toFile(fileName);
    return;
  }
  const text = rows.map((cells) => cells.map(csvCell).join(';')).join('\r\n');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
