/**
 * The server's answer to a checked sheet (docs/contracts-api.md#import): whether every row is right,
 * the suppliers it adds, the first rows as they will be saved, and every error with its column and
 * the rows that have it.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatEuro, formatRuns } from '../../../i18n/format';
import {
  IMPORT_FIELDS,
  type ImportReport,
  importProblems,
  SPECIFICATION_COLUMN,
} from '../../../schema/contract-import';
import { contracts } from '../../../schema/resources/contracts';
import { plainText } from '../../../schema/sheet-values';
import { specificationText } from '../contractText';
import { WIDE_ONLY } from './ColumnMapping';
import type { TemplateType } from './sheetFiles';

export const ImportReportCard = ({
  report,
  columnLabel,
  rowOffset,
  types,
  cellText,
}: {
  /** The sheet's text in a row (numbered as in the answer) under a field's column; '' without one. */
  cellText: (row: number, field: string) => string;
  report: ImportReport;
  /** The supplier types, whose specification fields say how to show a specification's value. */
  types: readonly TemplateType[];
  /** A column's name as the mapping shows it. */
  columnLabel: (field: string) => string;
  /** Rows above the headings in the sheet: the answer counts the headings as row 1, the user the sheet's rows. */
  rowOffset: number;
}) => {
  const translate = useTranslate();
  const problems = importProblems(report.rows);
  const previewed = report.rows.filter((row) => row.values);
  const previewColumns = [
    ...IMPORT_FIELDS.filter((field) => previewed.some((row) => row.values && field in row.values)),
    ...[...new Set(previewed.flatMap((row) => Object.keys(row.values ?? {})))].filter((key) =>
      key.startsWith(SPECIFICATION_COLUMN),
    ),
  ];
  /** A problem's rows as runs ('2–4, 7'), at most ten runs and how many more. */
  const rowsText = (rows: readonly number[]): string => {
    const { text, more } = formatRuns(rows.map((row) => row + rowOffset));
    return more > 0 ? translate('app.contracts.import.more_rows', { runs: text, smart_count: more }) : text;
  };
  /** What a problem's rows hold in its column (three at most), so the user sees what was wrong. */
  const valuesText = (field: string, rows: readonly number[]): string => {
    const values = [...new Set(rows.map((row) => cellText(row, field)).filter((text) => text !== ''))];
    return values.length === 0
      ? ''
      : `${translate('app.contracts.import.values', {
          values: values.slice(0, 3).join('”, “'),
          smart_count: values.length > 3 ? 2 : 1,
        })} `;
  };
  /** A row's value as read, the way the contract pages show it (a specification by its row's type). */
  const shown = (field: string, values: Record<string, unknown>): string => {
    const value = values[field];
    if (value == null || value === '') return '';
    if (Array.isArray(value)) return value.join(', ');
    if (field.startsWith(SPECIFICATION_COLUMN)) {
      const label = plainText(field.slice(SPECIFICATION_COLUMN.length));
      const fieldType = types
        .find((type) => type.name === values.supplierType)
        ?.specificationFields?.find((item) => plainText(item.label) === label)?.fieldType;
      return specificationText(translate, fieldType, String(value));
    }
    const kind = contracts.meta[field as keyof typeof contracts.meta]?.kind;
    if (kind === 'date') return formatDate(String(value));
    if (kind === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (kind === 'money') return formatEuro(Number(value));
    if (kind === 'choice')
      return translate(`resources.contracts.choices.${field}.${value}`, { _: String(value) });
    return String(value);
  };

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity={report.failed > 0 ? 'error' : 'success'}>
          {translate(report.failed > 0 ? 'app.contracts.import.has_errors' : 'app.contracts.import.ready', {
            ...report,
            smart_count: report.failed,
          })}
        </Alert>
        {report.newSuppliers.length > 0 ? (
          <Alert severity="info">
            {translate('app.contracts.import.new_suppliers_added', {
              smart_count: report.newSuppliers.length,
              names: report.newSuppliers.join(', '),
            })}
          </Alert>
        ) : null}
        {previewed.length > 0 ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate('app.contracts.import.preview')}
            </Typography>
            <Table size="small" aria-label={translate('app.contracts.import.preview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.contracts.import.row')}</TableCell>
                  <TableCell>{translate('app.contracts.import.action_column')}</TableCell>
                  {previewColumns.map((field) => (
                    <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                      {columnLabel(field)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {previewed.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row + rowOffset}</TableCell>
                    <TableCell>
                      {row.action ? translate(`app.contracts.import.actions.${row.action}`) : '–'}
                    </TableCell>
                    {previewColumns.map((field) => (
                      <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                        {shown(field, row.values ?? {})}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        {problems.length > 0 ? (
          // On a phone a problem's column stands under its rows, so the problem has the width.
          <Table
            size="small"
            aria-label={translate('app.contracts.import.errors_label')}
            sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.contracts.import.rows')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate('app.contracts.import.column')}</TableCell>
                <TableCell>{translate('app.contracts.import.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map(({ field, message, suggestions, rows }) => (
                <TableRow key={JSON.stringify([field, message, suggestions])}>
                  <TableCell sx={{ minWidth: 88, verticalAlign: 'top' }}>
                    {rowsText(rows)}
                    {field === 'row' ? null : (
                      <Box sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                        {columnLabel(field)}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{field === 'row' ? '' : columnLabel(field)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {field === 'row' ? '' : valuesText(field, rows)}
                    {translate(message, { _: message, ...report.planLimit })}
                    {suggestions.length
                      ? ` ${translate('app.contracts.import.did_you_mean', { names: suggestions.join(', ') })}`
                      : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
};
