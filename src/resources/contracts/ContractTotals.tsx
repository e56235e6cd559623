import { Box, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import { usePhoneList } from '../ListCards';
import type { ListColumn } from '../ResourceList';
import { type ContractTotals, contractTotals } from './bulkApi';

/** The columns that show a total: the yearly values excl. and incl. VAT. */
const TOTALLED = ['yearlyValue', 'yearlyValueInclVat'] as const;
type Totalled = (typeof TOTALLED)[number];
const isTotalled = (source: string): source is Totalled => (TOTALLED as readonly string[]).includes(source);

/**
 * The totals of the list's filter as the server counts them (GET /api/contracts/totals): every
 * contract the filter selects, not only the page shown; null until known or when the call failed.
 * One query per filter, however many parts of the list show it. Its key sits under the list's own
 * (`contracts`, `getList`), so whatever reloads the list reloads it too: react-admin invalidates
 * that key after a create, an edit or a delete, and `refresh()` (the bulk actions) invalidates all.
 * The previous filter's totals stay until the new ones arrive.
 */
export function useContractTotals(): ContractTotals | null {
  return useTotalsQuery().data ?? null;
}

/**
 * How long totals count as fresh for a part of the list that starts showing them: the rows wait for
 * them, and the footer that mounts with the rows (a phone may take seconds to draw them) would
 * otherwise ask again. A write still reloads them at once (invalidation ignores this).
 */
const FRESH_MS = 10_000;

function useTotalsQuery() {
  const { filterValues } = useListContext();
  const filter: Record<string, unknown> = filterValues ?? {};
  return useQuery({
    queryKey: ['contracts', 'getList', 'totals', filter],
    queryFn: () => contractTotals(filter),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/**
 * What the table's rows wait for besides their names (pageReferences.ts, `drawnWith`): the totals,
 * or their first failure (the rows do not wait for the retries). The footer row sizes the columns
 * too: come later, it widened the first and the money columns and the rows above it wrapped anew (a
 * layout shift of 0.025 at 1,350 px). A filter's new totals do not hold its rows: the previous ones
 * stand in meanwhile. On a phone the totals sit under the cards, which they never move.
 */
export function useTotalsDrawnWithRows(): boolean {
  const phone = usePhoneList();
  const { isPending, failureCount } = useTotalsQuery();
  return phone || !isPending || failureCount > 0;
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
  // The totals often arrive before the page: shown only under the cards, they do not jump down.
  const { isPending } = useListContext();
  if (isPending || !totals || totals.count === 0) return null;
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
