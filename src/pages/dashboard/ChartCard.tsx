import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A chart's figures as rows: the first cell names the row; `to` opens its contracts. */
export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[]; to?: string }[];
}

/**
 * A dashboard chart in a card, with its text alternative: "Tabel tonen" swaps the picture for a
 * table of the same figures (each row a link where the chart's bar is one), and the picture
 * carries a summary for screen readers.
 */
export const ChartCard = ({
  title,
  summary,
  table,
  empty,
  children,
}: {
  title: string;
  /** One sentence saying what the chart shows (its accessible name). */
  summary: string;
  table: ChartTable;
  /** Shown instead of an empty chart. */
  empty: string | null;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3', id: titleId, sx: { fontWeight: 600 } } }}
        action={
          empty ? null : (
            <Button
              size="small"
              startIcon={<TableChartIcon />}
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {translate(asTable ? 'app.dashboard.charts.show_chart' : 'app.dashboard.charts.show_table')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0, flex: 1, minWidth: 0 }}>
        {empty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : asTable ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {table.columns.map((column, index) => (
                    <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.key}>
                    {row.cells.map((cell, index) => (
                      <TableCell
                        // A row's first cell names it; its figures follow.
                        key={`${row.key}-${table.columns[index]}`}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                        align={index === 0 ? 'left' : 'right'}
                      >
                        {index === 0 && row.to ? <RouterLink to={row.to}>{cell}</RouterLink> : cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Box role="img" aria-label={summary}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
