/**
 * "Importeren" (/contracts/import): a sheet of contracts (.xlsx or .csv) read in the browser, its
 * table found (the worksheet and the row of its headings that name the most fields; a title above
 * it is skipped, another worksheet can be chosen), its headings matched to the contract fields
 * (labels of either language, then a specification of some supplier type by its label, then the
 * everyday headings of HEADING_ALIASES), the mapping correctable, then checked by the server as a
 * dry run (each error with its rows, numbered as in the sheet; on request the unknown suppliers it
 * would add) and saved all at once (docs/contracts-api.md#import).
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useMemo, useState } from 'react';
import { type RaRecord, useGetList, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { formatCount } from '../../../i18n/numbers';
import { usePageTitle } from '../../../layout/PageTitleContext';
import { httpClient } from '../../../providers/httpClient';
import {
  findTable,
  IMPORT_FIELDS,
  type ImportReport,
  matchHeadings,
  missingRequiredColumns,
  SPECIFICATION_COLUMN,
} from '../../../schema/contract-import';
import { HEADING_ALIASES } from '../../../schema/contract-import-headings';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import { plainText } from '../../../schema/sheet-values';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../schema/upload-limits';
import { canImportContracts, useResourceAccess } from '../../access';
import { resourceTexts } from '../../ui';
import { ColumnMapping, SKIP } from './ColumnMapping';
import { ImportReportCard } from './ImportReportCard';
import {
  downloadTemplate,
  isTemplateExample,
  loadTemplateExample,
  readWorkbook,
  type TemplateType,
  templateRows,
  type Workbook,
} from './sheetFiles';

/** The key of a field's name as an import column: its own where the form's is ambiguous ('Eenheid'). */
const importLabelKey = (field: string) => `resources.contracts.import_fields.${field}`;

/**
 * Each field's names in both languages, what a heading is matched by: its name as an import
 * column first, then its label in the form.
 */
function fieldNames(): Record<string, string[]> {
  type ContractTexts = {
    resources: { contracts: { fields: Record<string, string>; import_fields: Record<string, string> } };
  };
  const texts = (['nl', 'en'] as const).map(
    (locale) => (resourceTexts(locale) as ContractTexts).resources.contracts,
  );
  return Object.fromEntries(
    IMPORT_FIELDS.map((field) => [
      field,
      texts.flatMap((text) => [text.import_fields[field], text.fields[field]]).filter(Boolean),
    ]),
  );
}

const ContractImport = () => {
  const translate = useTranslate();
  usePageTitle(translate('app.contracts.import.title'));
  const access = useResourceAccess(contracts);
  if (!canImportContracts(access)) {
    return (
      <Alert severity="info" sx={{ m: { xs: 1, sm: 2 }, maxWidth: 700 }}>
        {translate('app.contracts.import.not_allowed')}
      </Alert>
    );
  }
  return <ImportSheet />;
};

/** The import itself: choose a sheet, check its columns and rows, save. */
const ImportSheet = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const redirect = useRedirect();
  const names = useMemo(fieldNames, []);
  const { data: types } = useGetList<RaRecord>('supplier-types', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const specificationLabels = useMemo(
    () =>
      new Set(
        (types ?? []).flatMap((type) =>
          ((type.specificationFields ?? []) as { label: string }[]).map((field) => plainText(field.label)),
        ),
      ),
    [types],
  );
  const [file, setFile] = useState<{ name: string; workbook: Workbook } | null>(null);
  /** The worksheet the user picked; by default the one whose headings name the most fields. */
  const [pickedSheet, setPickedSheet] = useState<number | null>(null);
  /** The fields the user chose for columns, by column; the others are matched by their headings. */
  const [chosenFields, setChosenFields] = useState<Record<number, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** What the server is doing for the page: checking the rows or saving them. */
  const [working, setWorking] = useState<'checking' | 'saving' | null>(null);
  const busy = working !== null;
  const [newSuppliers, setNewSuppliers] = useState(false);

  // A specification's label names that specification, not a field it is an alias of ("Frequentie").
  const aliases = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(HEADING_ALIASES).map(([field, list]) => [
          field,
          list.filter((alias) => !specificationLabels.has(plainText(alias))),
        ]),
      ),
    [specificationLabels],
  );
  /** The field each heading names; a heading naming no field but a type's specification is that specification. */
  const mappingOf = (headings: readonly string[]): string[] => {
    const matched = matchHeadings(headings, names, aliases);
    return headings.map(
      (heading, i) =>
        matched[i] ??
        (specificationLabels.has(plainText(heading)) ? `${SPECIFICATION_COLUMN}${heading.trim()}` : SKIP),
    );
  };
  const namedFields = (headings: readonly string[]) =>
    mappingOf(headings).filter((field) => field !== SKIP).length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setReport(null);
    setProblem(null);
    setFile(null);
    setPickedSheet(null);
    setChosenFields({});
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setProblem(translate('app.contracts.import.too_large'));
    try {
      setFile({ name: chosen.name, workbook: await readWorkbook(chosen) });
    } catch {
      setProblem(translate('app.contracts.import.unreadable'));
    }
  };

  // Worked out from the file on every render, so the supplier types' specifications, which may
  // arrive after the file was read, are matched too.
  const sheets = file?.workbook.map(({ rows }) => rows) ?? [];
  /** The worksheet read and the row of its headings (0-based); the rows above it are skipped. */
  const table =
    pickedSheet === null
      ? findTable(sheets, namedFields)
      : { sheet: pickedSheet, headingRow: findTable([sheets[pickedSheet] ?? []], namedFields).headingRow };
  const [headings = [], ...rows] = sheets[table.sheet]?.slice(table.headingRow) ?? [];
  const sheet = file ? { name: file.name, headings, rows } : null;
  const mapping = mappingOf(headings).map((field, i) => chosenFields[i] ?? field);
  const lacking = missingRequiredColumns(mapping);
  const filled = rows.filter((cells) => cells.some((cell) => String(cell ?? '').trim() !== '')).length;
  // Blank rows are skipped, so they do not count.
  const tooLong = filled > IMPORT_MAX_ROWS;
  const empty = filled === 0;

  // The template's example row left in: sent blank, so it is skipped and the rows keep their numbers.
  const numberColumn = mapping.indexOf('number');
  const exampleRows = rows.flatMap((cells, i) =>
    numberColumn >= 0 && isTemplateExample(String(cells[numberColumn] ?? '')) ? [i] : [],
  );

  const send = async (dryRun: boolean) => {
    if (!sheet) return;
    setWorking(dryRun ? 'checking' : 'saving');
    setProblem(null);
    const rows = sheet.rows.map((cells, index) =>
      exampleRows.includes(index)
        ? {}
        : Object.fromEntries(
            // A row shorter than its headings (a CSV line without its last cells) has those cells empty.
            mapping.flatMap((field, i) => (field === SKIP ? [] : [[field, String(cells[i] ?? '')]])),
          ),
    );
    try {
      const { json } = await httpClient('/api/contracts/import', {
        method: 'POST',
        body: JSON.stringify({ rows, dryRun, newSuppliers }),
      });
      setReport(json as ImportReport);
      if (!dryRun) {
        const done = json as ImportReport;
        notify(translate('app.contracts.import.done', done), { type: 'success' });
        redirect('list', 'contracts');
      }
    } catch (error) {
      const { body, status } = error as { body?: ImportReport; status?: number };
      if (body?.rows) setReport(body);
      // Within 5 MB and 5,000 rows, but more text than one request takes (long descriptions).
      else if (status === 413) setProblem(translate('app.contracts.import.too_much_text'));
      else setProblem(translate('app.contracts.import.failed'));
    } finally {
      setWorking(null);
    }
  };

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      const example = await loadTemplateExample();
      await downloadTemplate(
        translate,
        format,
        templateRows(translate, (types ?? []) as TemplateType[], example),
      );
    } catch {
      setProblem(translate('app.contracts.import.template_failed'));
    }
  };

  const columnLabel = (field: string) =>
    field.startsWith(SPECIFICATION_COLUMN)
      ? translate('app.contracts.import.specification', { label: field.slice(SPECIFICATION_COLUMN.length) })
      : translate(importLabelKey(field), { _: translate(labelKey(contracts, field)) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body1">{translate('app.contracts.import.intro')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
              {translate('app.contracts.import.choose')}
              <input hidden type="file" accept=".csv,.xlsx,text/csv" onChange={choose} />
            </Button>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} onClick={() => void template(format)}>
                {translate('app.contracts.import.template', { format })}
              </Button>
            ))}
          </Box>
          {problem && !sheet ? <Alert severity="error">{problem}</Alert> : null}
          {tooLong ? (
            <Alert severity="error">
              {translate('app.contracts.import.too_many', { max: formatCount(IMPORT_MAX_ROWS, locale) })}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {sheet ? (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {translate('app.contracts.import.columns', {
                name: sheet.name,
                rows: formatCount(sheet.rows.length, locale),
                smart_count: sheet.rows.length,
              })}
            </Typography>
            {file && file.workbook.length > 1 ? (
              <Select
                size="small"
                value={table.sheet}
                inputProps={{ 'aria-label': translate('app.contracts.import.worksheet') }}
                onChange={(event) => {
                  setReport(null);
                  setChosenFields({});
                  setPickedSheet(Number(event.target.value));
                }}
                sx={{ justifySelf: 'start', minWidth: 240 }}
              >
                {file.workbook.map(({ name }, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a worksheet is its place in the file
                  <MenuItem key={index} value={index}>
                    {translate('app.contracts.import.worksheet_named', { name })}
                  </MenuItem>
                ))}
              </Select>
            ) : null}
            {table.headingRow > 0 ? (
              <Alert severity="info">
                {translate('app.contracts.import.heading_row', { row: table.headingRow + 1 })}
              </Alert>
            ) : null}
            <ColumnMapping
              headings={sheet.headings}
              examples={sheet.rows[0] ?? []}
              mapping={mapping}
              columnLabel={columnLabel}
              isSpecification={(heading) => specificationLabels.has(plainText(heading))}
              onChoose={(column, field) => {
                setReport(null);
                setChosenFields({ ...chosenFields, [column]: field });
              }}
            />
            {lacking.length > 0 ? (
              <Alert severity="warning">
                {translate('app.contracts.import.missing_required', {
                  fields: lacking.map(columnLabel).join(', '),
                  smart_count: lacking.length,
                })}
              </Alert>
            ) : null}
            {mapping.includes('supplier') ? (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={newSuppliers}
                    onChange={(event) => {
                      setReport(null);
                      setNewSuppliers(event.target.checked);
                    }}
                  />
                }
                label={translate('app.contracts.import.new_suppliers')}
              />
            ) : null}
            {empty ? <Alert severity="warning">{translate('app.contracts.import.no_rows')}</Alert> : null}
            {exampleRows.length > 0 ? (
              <Alert severity="info">
                {translate('app.contracts.import.example_skipped', {
                  rows: exampleRows.map((i) => i + table.headingRow + 2).join(', '),
                  smart_count: exampleRows.length,
                })}
              </Alert>
            ) : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            {working ? (
              <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.contracts.import.${working}`, {
                    rows: formatCount(filled, locale),
                    smart_count: filled,
                  })}
                </Typography>
                <LinearProgress
                  aria-label={translate(`app.contracts.import.${working}`, {
                    rows: filled,
                    smart_count: filled,
                  })}
                />
              </Box>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" disabled={busy || tooLong || empty} onClick={() => send(true)}>
                {translate('app.contracts.import.check')}
              </Button>
              <Button
                variant="contained"
                disabled={busy || !report || report.failed > 0}
                onClick={() => send(false)}
              >
                {translate('app.contracts.import.save')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      ) : null}

      {report ? (
        <ImportReportCard
          report={report}
          columnLabel={columnLabel}
          rowOffset={table.headingRow}
          types={(types ?? []) as TemplateType[]}
          cellText={(row, field) => {
            const column = mapping.findIndex((mapped) => plainText(mapped) === plainText(field));
            return column < 0 ? '' : String(rows[row - 2]?.[column] ?? '').trim();
          }}
        />
      ) : null}
    </Box>
  );
};

export default ContractImport;
