/**
 * The import's column mapping: each heading of the sheet, the contract field it fills (matched, or
 * chosen; a field goes to one column at most) and the first row's value as an example. On a phone
 * each column is a block: its heading and example, then the field's menu at the card's width.
 */
import {
  Box,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, SPECIFICATION_COLUMN } from '../../../schema/contract-import';

/** The mapping of a column that is not imported. */
export const SKIP = '';

/** A column the mapping shows beside the others on a tablet or wider only. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** A cell that is a block of its row on a phone. */
const STACKED = { display: { xs: 'block', sm: 'table-cell' } } as const;

export const ColumnMapping = ({
  headings,
  examples,
  mapping,
  columnLabel,
  isSpecification,
  onChoose,
}: {
  headings: readonly string[];
  /** The first row's cells. */
  examples: readonly string[];
  /** The field of each column, SKIP for none. */
  mapping: readonly string[];
  columnLabel: (field: string) => string;
  /** Whether a heading names a specification some supplier type has: only then is it offered as one. */
  isSpecification: (heading: string) => boolean;
  onChoose: (column: number, field: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate('app.contracts.import.columns_label')}
        sx={{ display: { xs: 'block', sm: 'table' } }}
      >
        {/* On a phone each menu's own name says which column it is for. */}
        <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
          <TableRow>
            <TableCell>{translate('app.contracts.import.heading')}</TableCell>
            <TableCell>{translate('app.contracts.import.field')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate('app.contracts.import.example')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={{ display: { xs: 'block', sm: 'table-row-group' } }}>
          {headings.map((heading, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file (headings may repeat)
            <TableRow key={i} sx={{ display: { xs: 'block', sm: 'table-row' } }}>
              <TableCell
                sx={{ ...STACKED, borderBottom: { xs: 'none', sm: undefined }, pb: { xs: 0, sm: 0.75 } }}
              >
                {heading}
                {/* On a phone the example stands under its heading, so the field's menu has the width. */}
                <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                  {examples[i] ?? ''}
                </Typography>
              </TableCell>
              <TableCell sx={STACKED}>
                <Select
                  size="small"
                  value={mapping[i]}
                  displayEmpty
                  inputProps={{
                    'aria-label': translate('app.contracts.import.field_of', { heading }),
                  }}
                  onChange={(event) => onChoose(i, String(event.target.value))}
                  sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { xs: 0, sm: 240 } }}
                >
                  <MenuItem value={SKIP}>{translate('app.contracts.import.skip')}</MenuItem>
                  {heading.trim() && isSpecification(heading) ? (
                    <MenuItem value={`${SPECIFICATION_COLUMN}${heading.trim()}`}>
                      {columnLabel(`${SPECIFICATION_COLUMN}${heading.trim()}`)}
                    </MenuItem>
                  ) : null}
                  {IMPORT_FIELDS.map((field) => (
                    <MenuItem
                      key={field}
                      value={field}
                      disabled={mapping.includes(field) && mapping[i] !== field}
                    >
                      {columnLabel(field)}
                    </MenuItem>
                  ))}
                </Select>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, color: 'text.secondary' }}>{examples[i] ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
