import { Box, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import type { ListColumn } from '../ResourceList';
import { type ContractTotals, contractTotals } from './bulkApi';

/** The columns that show a total: the yearly values excl. and incl. VAT. */
const TOTALLED = ['yearlyValue', 'yearlyValueInclVat'] as const;
type Totalled = (typeof TOTALLED)[number];
const isTotalled = (source: string): source is Totalled => (TOTALLED as readonly string[]).includes(source);

/**
 * The totals of the list's filter as the server counts them (GET /api/contracts/totals): every
 * contract the filter selects, not only the page shown. Asked again when the filter changes or the
 * list reloads (after an edit or a bulk action); null until known or when the call failed.
 */
export function useContractTotals(): ContractTotals | null {
  const { filterValues, data } = useListContext();
  const [totals, setTotals] = useState<ContractTotals | null>(null);
  const filterKey = JSON.stringify(filterValues ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` is the reload signal: a reloaded page asks again
  useEffect(() => {
    let current = true;
    contractTotals(JSON.parse(filterKey) as Record<string, unknown>).then(
      (answer) => {
        if (current) setTotals(answer);
      },
      () => {
        if (current) setTotals(null);
      },
    );
    return () => {
      current = false;
    };
  }, [filterKey, data]);
  return totals;
}

const TotalText = ({ totals, source }: { totals: ContractTotals; source: Totalled }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatEuro(totals[source])}
      </Box>
      {source === 'yearlyValueInclVat' && totals.withoutVatRate > 0 ? (
        <Typography component="div" variant="caption" color="text.secondary">
          {translate('app.contracts.list.totals.without_vat_rate', { smart_count: totals.withoutVatRate })}
        </Typography>
      ) : null}
    </>
  );
};

/**
 * The table's footer row: 'Totaal van N contracten' under the first column and each yearly value's
 * total under its column (after the selection checkbox column when rows can be selected).
 */
export const ContractTotalsRow = ({
  columns,
  selectable,
}: {
  columns: readonly ListColumn[];
  selectable: boolean;
}) => {
  const translate = useTranslate();
  const totals = useContractTotals();
  if (!totals || totals.count === 0) return null;
  return (
    <TableFooter>
      <TableRow
        data-testid="contract-totals"
        sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: 14 } }}
      >
        {selectable ? <TableCell padding="checkbox" /> : null}
        {columns.map((column, index) => (
          <TableCell key={column.source} align={column.align}>
            {isTotalled(column.source) ? (
              <TotalText totals={totals} source={column.source} />
            ) : index === 0 ? (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {translate('app.contracts.list.totals.label', { smart_count: totals.count })}
              </Box>
            ) : null}
          </TableCell>
        ))}
      </TableRow>
    </TableFooter>
  );
};

/** The totals under the cards on a phone: one line per yearly value. */
export const ContractTotalsLines = () => {
  const translate = useTranslate();
  const totals = useContractTotals();
  if (!totals || totals.count === 0) return null;
  return (
    <Box
      data-testid="contract-totals"
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', fontSize: 14 }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {translate('app.contracts.list.totals.label', { smart_count: totals.count })}
      </Typography>
      {TOTALLED.map((source) => (
        <Box key={source} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate(`resources.contracts.fields.${source}`)}:
          </Box>
          <Box component="span">
            <TotalText totals={totals} source={source} />
          </Box>
        </Box>
      ))}
    </Box>
  );
};
