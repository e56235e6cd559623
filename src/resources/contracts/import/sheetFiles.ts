/**
 * The import's files in the browser: a chosen .xlsx or .csv read as worksheets of cell texts, and
 * the template written (docs/contracts-api.md#import).
 */
import { httpClient } from '../../../providers/httpClient';
import { getProfile } from '../../../providers/profileStore';
import { parseCsv, sheetContent } from '../../../schema/contract-import';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { cellText, plainText } from '../../../schema/sheet-values';
import { TEMPLATE_EXAMPLE_NUMBERS } from '../../../schema/template-example';

/** A file's worksheets (a CSV file is one, without a name), each as rows of cell texts. */
export type Workbook = { name: string | null; rows: string[][] }[];

/** The file's worksheets; throws when it is no spreadsheet (its bytes decide, not its name). */
export async function readWorkbook(file: File): Promise<Workbook> {
  const content = sheetContent(new Uint8Array(await file.arrayBuffer()));
  if (!content) throw new Error('not a spreadsheet');
  if (content.format === 'xlsx') {
    const { default: readExcelFile } = await import('read-excel-file/universal');
    const sheets = await readExcelFile(file);
    return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
  }
  return [{ name: null, rows: parseCsv(content.text) }];
}

/** A supplier type as the import page has it: its name and specification fields. */
export interface TemplateType {
  id: number | string;
  name: string;
  specificationFields?: SpecificationField[] | null;
}

/** The company's own names the example row uses, so the row imports as it stands. */
export interface TemplateExample {
  supplier: { name: string; supplierType: number | string | null } | null;
  location: string | null;
  owner: string | null;
}

const firstName = async (url: string): Promise<string | null> => {
  const { json } = await httpClient(url);
  return ((json as { data?: { name: string }[] }).data ?? [])[0]?.name ?? null;
};

/**
 * A supplier, a location the caller may pick (a location-restricted user's own) and the caller as
 * owner, from what the contract form's dropdowns offer.
 */
export async function loadTemplateExample(): Promise<TemplateExample> {
  const [suppliers, location] = await Promise.all([
    httpClient('/api/suppliers?range=[0,0]&sort=["name","ASC"]'),
    firstName('/api/locations/list?for=contracts.location&limit=1'),
  ]);
  const [supplier] = (suppliers.json ?? []) as { name: string; supplierType: number | null }[];
  return {
    supplier: supplier ? { name: supplier.name, supplierType: supplier.supplierType } : null,
    location,
    owner: getProfile()?.emailAddress ?? null,
  };
}

type Texts = (key: string, options?: Record<string, unknown>) => string;

/** A value of a specification field's type, as a sheet writes it. */
function exampleValue(field: SpecificationField, text: Texts, year: number): string {
  switch (field.fieldType) {
    case 'number':
      return '1';
    case 'money':
      return text('amount');
    case 'date':
      return text('starts', { year });
    case 'boolean':
      return text('yes');
    case 'choice':
      return field.options.split(',')[0].trim();
    default:
      return text('text');
  }
}

/**
 * The template's columns (headings in the user's language) and its example row: the contract's
 * usual fields, then every supplier type's specifications (one column per label), filled in for
 * the example supplier's type; a blank type is taken from the supplier.
 */
export function templateRows(
  translate: Texts,
  types: readonly TemplateType[],
  example: TemplateExample,
): string[][] {
  const text: Texts = (key, options) => translate(`app.contracts.import.template_example.${key}`, options);
  const year = new Date().getFullYear();
  const exampleType = types.find((type) => type.id === example.supplier?.supplierType);
  const columns: [string, string][] = [
    [translate(labelKey(contracts, 'number')), text('number', { year })],
    [translate(labelKey(contracts, 'reference')), text('reference')],
    [translate(labelKey(contracts, 'supplierType')), exampleType?.name ?? ''],
    [translate(labelKey(contracts, 'supplier')), example.supplier?.name ?? ''],
    [translate(labelKey(contracts, 'location')), example.location ?? ''],
    [translate(labelKey(contracts, 'owner')), example.owner ?? ''],
    [translate(labelKey(contracts, 'startsAt')), text('starts', { year })],
    [translate(labelKey(contracts, 'endsAt')), text('ends', { year: year + 1 })],
    [translate(labelKey(contracts, 'noticeAmount')), text('notice')],
    [translate(labelKey(contracts, 'renewalMonths')), '12'],
    [translate(labelKey(contracts, 'costAmount')), text('amount')],
    [translate(labelKey(contracts, 'costPeriod')), text('cost_period')],
    [translate(labelKey(contracts, 'vatIncluded')), text('no')],
    [translate(labelKey(contracts, 'vatRate')), '21'],
    [translate(labelKey(contracts, 'paymentTermDays')), '30'],
    [translate(labelKey(contracts, 'description')), text('description')],
  ];
  const labels = new Set<string>();
  for (const type of types)
    for (const field of type.specificationFields ?? []) {
      if (labels.has(plainText(field.label))) continue;
      labels.add(plainText(field.label));
      const own = exampleType?.specificationFields?.find(
        (item) => plainText(item.label) === plainText(field.label),
      );
      columns.push([field.label, own ? exampleValue(own, text, year) : '']);
    }
  return [columns.map(([heading]) => heading), columns.map(([, value]) => value)];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The example row's numbers, of any year, in every language's template. */
const TEMPLATE_EXAMPLE_PATTERNS = Object.values(TEMPLATE_EXAMPLE_NUMBERS).map((number) => {
  const [before, after = ''] = number.split('%{year}');
  return new RegExp(`^${literal(before)}\\d{4}${literal(after)}$`, 'i');
});

/**
 * Whether a contract number is the template's example row's (of any year, from the template in any
 * language: a Dutch template may be filled in on an English page): left in a filled-in template,
 * that row would be imported as a contract.
 */
export const isTemplateExample = (number: string): boolean =>
  TEMPLATE_EXAMPLE_PATTERNS.some((pattern) => pattern.test(number.trim()));

const csvCell = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The template as .xlsx or .csv (';' and a BOM, as Dutch spreadsheets open it), downloaded. */
export async function downloadTemplate(translate: Texts, format: 'xlsx' | 'csv', rows: string[][]) {
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
