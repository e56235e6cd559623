/**
 * The dashboard's charts (docs/requirements.md#screens): the deadlines of the coming twelve months
 * per supplier type, the yearly value by type and by supplier, the contracts by status. A chunk of
 * its own (the charting library is large): the numbers above show first. Each bar or slice opens
 * the contract list with the filter that counts it; a dashboard reader sees the charts without links.
 */
import { Alert, Box, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatEuro } from '../../i18n/format';
import { type ContractCharts, contractCharts } from '../../resources/contracts/contractApi';
import { STATUS_COLOURS } from '../../resources/contracts/StatusChip';
import { ChartCard, type ChartTable } from './ChartCard';
import { useLoadedNumbers } from './NumberCard';

const count = new Intl.NumberFormat('nl-NL');
/** Axis ticks: '€ 150K' fits where '€ 150.000,00' does not. */
const euroTick = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const HEIGHT = 280;

/** The contract list with this filter (react-admin's `?filter=`). */
const listOf = (filter: Record<string, unknown>): string =>
  `/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}`;

type Translate = ReturnType<typeof useTranslate>;

/** 'dec 2026' for '2026-12'. */
const monthLabel = (translate: Translate, month: string): string =>
  `${translate(`app.dashboard.charts.months_short.${Number(month.slice(5, 7))}`)} ${month.slice(0, 4)}`;

const DeadlinesChart = ({ charts, open }: { charts: ContractCharts; open?: (to: string) => void }) => {
  const translate = useTranslate();
  const types = new Map<number, string>();
  for (const { types: inMonth } of charts.months) for (const type of inMonth) types.set(type.id, type.name);
  const series = [...types].map(([id, name]) => ({
    id: String(id),
    label: name,
    stack: 'deadlines',
    data: charts.months.map((month) => month.types.find((type) => type.id === id)?.contracts ?? 0),
    valueFormatter: (value: number | null) => count.format(value ?? 0),
  }));
  const labels = charts.months.map((month) => monthLabel(translate, month.month));
  const totals = charts.months.map((month) => month.types.reduce((sum, type) => sum + type.contracts, 0));
  const table: ChartTable = {
    columns: [
      translate('app.dashboard.charts.month'),
      ...[...types.values()],
      translate('app.dashboard.charts.total'),
    ],
    rows: charts.months.map((month, index) => ({
      key: month.month,
      cells: [
        labels[index],
        ...[...types.keys()].map((id) =>
          count.format(month.types.find((type) => type.id === id)?.contracts ?? 0),
        ),
        count.format(totals[index]),
      ],
      to: open ? listOf({ deadlineMonth: month.month }) : undefined,
    })),
  };
  const busiest = totals.indexOf(Math.max(...totals));
  return (
    <ChartCard
      title={translate('app.dashboard.charts.deadlines_title')}
      summary={translate('app.dashboard.charts.deadlines_summary', {
        total: count.format(totals.reduce((sum, n) => sum + n, 0)),
        month: labels[busiest],
        busiest: count.format(totals[busiest]),
      })}
      table={table}
      empty={types.size === 0 ? translate('app.dashboard.charts.deadlines_empty') : null}
    >
      <BarChart
        height={HEIGHT}
        series={series}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => count.format(value) }]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
        onItemClick={
          open
            ? (_event, item) =>
                open(
                  listOf({
                    deadlineMonth: charts.months[item.dataIndex].month,
                    supplierType: Number(item.seriesId),
                  }),
                )
            : undefined
        }
      />
    </ChartCard>
  );
};

const ValueChart = ({
  title,
  rows,
  other,
  filterKey,
  open,
  height,
}: {
  title: string;
  rows: { id: number; name: string; value: number }[];
  /** Shared by the two value charts, which stand side by side: neither card ends in empty space. */
  height: number;
  /** What the suppliers not shown add up to. */
  other?: number;
  filterKey: 'supplierType' | 'supplier';
  open?: (to: string) => void;
}) => {
  const translate = useTranslate();
  // A phone's plot is some 100 px wide: two steps there ('€ 0, € 100K, € 200K').
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const total = rows.reduce((sum, row) => sum + row.value, 0) + (other ?? 0);
  const table: ChartTable = {
    columns: [translate(`app.dashboard.charts.${filterKey}`), translate('app.dashboard.charts.yearly_value')],
    rows: [
      ...rows.map((row) => ({
        key: String(row.id),
        cells: [row.name, formatEuro(row.value)],
        to: open ? listOf({ running: true, [filterKey]: row.id }) : undefined,
      })),
      ...(other
        ? [{ key: 'other', cells: [translate('app.dashboard.charts.other'), formatEuro(other)] }]
        : []),
    ],
  };
  return (
    <ChartCard
      title={title}
      summary={translate('app.dashboard.charts.value_summary', {
        total: formatEuro(total),
        first: rows[0]?.name ?? '',
        value: formatEuro(rows[0]?.value ?? 0),
      })}
      table={table}
      empty={rows.length === 0 ? translate('app.dashboard.charts.value_empty') : null}
    >
      <BarChart
        height={height}
        layout="horizontal"
        series={[{ data: rows.map((row) => row.value), valueFormatter: (value) => formatEuro(value ?? 0) }]}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 140 }]}
        // Four ticks or so ('€ 0, € 50K, € 100K, € 150K'): all of them fit, so none is left out
        // and the labels stand evenly (more ticks had every other label dropped, unevenly).
        xAxis={[{ valueFormatter: (value: number) => euroTick.format(value), tickNumber: phone ? 2 : 4 }]}
        // Room for half the last tick's label ('€ 100K'), which stands centred on the right edge;
        // no legend above, so no room kept for one.
        margin={{ top: 8, right: 32 }}
        hideLegend
        onItemClick={
          open
            ? (_event, item) => open(listOf({ running: true, [filterKey]: rows[item.dataIndex].id }))
            : undefined
        }
      />
    </ChartCard>
  );
};

const StatusChart = ({ charts, open }: { charts: ContractCharts; open?: (to: string) => void }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const shown = charts.byStatus.filter((row) => row.contracts > 0);
  const colourOf = (status: keyof typeof STATUS_COLOURS) => {
    const colour = STATUS_COLOURS[status];
    return colour === 'default' || colour === undefined
      ? theme.palette.grey[500]
      : theme.palette[colour].main;
  };
  const labelOf = (status: string) => translate(`resources.contracts.status.${status}`);
  const total = shown.reduce((sum, row) => sum + row.contracts, 0);
  return (
    <ChartCard
      title={translate('app.dashboard.charts.status_title')}
      summary={translate('app.dashboard.charts.status_summary', {
        total: count.format(total),
        parts: shown.map((row) => `${labelOf(row.status)} ${count.format(row.contracts)}`).join(', '),
      })}
      table={{
        columns: [translate('app.dashboard.charts.status'), translate('app.dashboard.charts.contracts')],
        rows: shown.map((row) => ({
          key: row.status,
          cells: [labelOf(row.status), count.format(row.contracts)],
          to: open ? listOf({ status: row.status }) : undefined,
        })),
      }}
      empty={total === 0 ? translate('app.dashboard.charts.status_empty') : null}
    >
      <PieChart
        height={HEIGHT}
        series={[
          {
            innerRadius: 50,
            data: shown.map((row, index) => ({
              id: index,
              value: row.contracts,
              label: labelOf(row.status),
              color: colourOf(row.status),
            })),
            valueFormatter: (item) => count.format(item.value),
          },
        ]}
        onItemClick={
          open ? (_event, item) => open(listOf({ status: shown[item.dataIndex].status })) : undefined
        }
      />
    </ChartCard>
  );
};

const DashboardCharts = ({ linked }: { linked: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { numbers: charts, failed } = useLoadedNumbers(contractCharts);
  const open = linked ? (to: string) => navigate(to) : undefined;
  const valueHeight = charts
    ? Math.max(HEIGHT, ...[charts.valueByType, charts.valueBySupplier].map((rows) => rows.length * 28 + 60))
    : HEIGHT;
  return (
    <Box component="section" aria-labelledby="dashboard-charts" sx={{ mt: 3 }}>
      <Typography id="dashboard-charts" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('app.dashboard.charts.title')}
      </Typography>
      {failed ? <Alert severity="error">{translate('app.dashboard.charts.failed')}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {charts ? (
          <>
            <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
              <DeadlinesChart charts={charts} open={open} />
            </Box>
            <ValueChart
              title={translate('app.dashboard.charts.by_type_title')}
              rows={charts.valueByType}
              filterKey="supplierType"
              open={open}
              height={valueHeight}
            />
            <ValueChart
              title={translate('app.dashboard.charts.by_supplier_title')}
              rows={charts.valueBySupplier}
              other={charts.otherSuppliersValue}
              filterKey="supplier"
              open={open}
              height={valueHeight}
            />
            <StatusChart charts={charts} open={open} />
          </>
        ) : failed ? null : (
          [1, 2, 3, 4].map((key) => <Skeleton key={key} variant="rounded" height={HEIGHT} />)
        )}
      </Box>
    </Box>
  );
};

export default DashboardCharts;
