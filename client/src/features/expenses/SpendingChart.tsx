import { useEffect, useMemo, useRef, useState } from 'react';
import { BarChart, type BarChartOptions } from 'chartist';
// Chartist's layout rules (label boxes, bar strokes); the colours are set below from the theme.
import 'chartist/dist/index.css';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { categoryRows, dayRows, midpoint, type BudgetEstimate, type ChartRow, type SpentBy } from './chart-data';
import { moneyText } from './money';

type View = 'category' | 'day';

interface SpendingChartProps {
  byCategory: readonly SpentBy[];
  byDay: readonly SpentBy[];
  days: number;
  currency: string;
  /** the trip's cost estimate in the same currency; none draws spending alone */
  estimate?: BudgetEstimate;
}

const rangeText = (range: { low: number; high: number }, currency: string) =>
  Math.round(range.low) === Math.round(range.high) ? moneyText(range.low, currency) : `${moneyText(range.low, currency)}–${moneyText(range.high, currency)}`;

/**
 * 'Budget versus spent', per category or per day: bars of the estimate's midpoint beside what
 * was spent. The bars are a picture of the table under them, which holds the same figures (the
 * estimate as its full range) and is what a screen reader reads.
 */
export function SpendingChart({ byCategory, byDay, days, currency, estimate }: SpendingChartProps) {
  const [view, setView] = useState<View>('category');
  const rows = useMemo(() => (view === 'category' ? categoryRows(byCategory, estimate) : dayRows(byDay, days, estimate)), [view, byCategory, byDay, days, estimate]);
  const withBudget = rows.some((row) => row.budget);
  const rowName = view === 'category' ? 'Category' : 'Day';

  return (
    <Box component="section" aria-labelledby="expenses-chart-title" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="expenses-chart-title" variant="h6" component="h3">
          {withBudget ? 'Budget versus spent' : 'Spending'}
        </Typography>
        <Tabs
          value={view}
          onChange={(_, next: View) => setView(next)}
          aria-label="Show spending"
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: 1.5 } }}
        >
          <Tab value="category" label="By category" id="expenses-chart-tab-category" aria-controls="expenses-chart-panel" />
          <Tab value="day" label="By day" id="expenses-chart-tab-day" aria-controls="expenses-chart-panel" />
        </Tabs>
      </Box>
      <Box id="expenses-chart-panel" role="tabpanel" aria-labelledby={`expenses-chart-tab-${view}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {estimate
            ? view === 'category'
              ? "The estimate's midpoint beside what was spent; the table gives the estimate's full range."
              : 'The estimate spread evenly over the days, beside what was spent each day.'
            : 'What was spent. There is no cost estimate for this trip to compare it with.'}
        </Typography>
        {estimate?.note && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {estimate.note}
          </Typography>
        )}
        <Legend withBudget={withBudget} />
        <SpendingBars rows={rows} currency={currency} withBudget={withBudget} label={`Bar chart of ${withBudget ? 'budget versus spent' : 'spending'} by ${view}; the table below gives the figures.`} />
        <Box sx={{ mt: 1, overflowX: 'auto' }}>
          <Table size="small" aria-label={`${withBudget ? 'Budget versus spent' : 'Spending'} by ${view}, in ${currency}`} sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 } }, '& td:first-of-type, & th:first-of-type': { pl: 0 }, '& td:last-of-type, & th:last-of-type': { pr: 0 } }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {rowName}
                </TableCell>
                {withBudget && (
                  <TableCell component="th" scope="col" align="right">
                    Estimate
                  </TableCell>
                )}
                <TableCell component="th" scope="col" align="right">
                  Spent
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {withBudget && (
                    <TableCell align="right" title={row.basis}>
                      {row.budget ? rangeText(row.budget, currency) : '—'}
                    </TableCell>
                  )}
                  <TableCell align="right">{moneyText(row.spent, currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}

function Legend({ withBudget }: { withBudget: boolean }) {
  const theme = useTheme();
  const swatch = (color: string) => <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.75, bgcolor: color, flex: 'none' }} />;
  return (
    <Box aria-hidden sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2, typography: 'body2', color: 'text.secondary' }}>
      {withBudget && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {swatch(theme.palette.secondary.light)}
          Estimate (midpoint)
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {swatch(theme.palette.primary.main)}
        Spent
      </Box>
    </Box>
  );
}

/** The value axis's labels: "$0", "$150", "$1.5K" (a code Intl does not know gets plain numbers). */
function compactMoney(currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  } catch {
    return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  }
}

/** Bars for each row, drawn by Chartist into a box React leaves alone; redrawn when the rows change. */
function SpendingBars({ rows, currency, withBudget, label }: { rows: readonly ChartRow[]; currency: string; withBudget: boolean; label: string }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const perRow = withBudget ? 34 : 24;
  const height = rows.length * perRow + 36;

  useEffect(() => {
    const container = box.current;
    if (!container || rows.length === 0) return;
    const compact = compactMoney(currency);
    const series = [
      ...(withBudget ? [{ name: 'Estimate', className: 'ct-series-budget', data: rows.map((row) => (row.budget ? midpoint(row.budget) : null)) }] : []),
      { name: 'Spent', className: 'ct-series-spent', data: rows.map((row) => row.spent) },
    ];
    const options: BarChartOptions = {
      horizontalBars: true,
      // Chartist draws the first label at the bottom of a horizontal chart; the table reads top down.
      reverseData: true,
      seriesBarDistance: withBudget ? 11 : 0,
      height: `${height}px`,
      chartPadding: { top: 4, right: 28, bottom: 0, left: 0 },
      axisY: { offset: 92, showGrid: false },
      axisX: { onlyInteger: true, scaleMinSpace: 64, labelInterpolationFnc: (value) => compact.format(Number(value)) },
    };
    const chart = new BarChart(container, { labels: rows.map((row) => row.label), series }, options);
    return () => {
      chart.detach();
      container.replaceChildren();
    };
  }, [rows, withBudget, height, currency]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      sx={{
        mt: 1,
        minHeight: height,
        '& .ct-label': { color: 'text.secondary', fontSize: '0.75rem', lineHeight: 1.2 },
        '& .ct-label.ct-vertical.ct-start': { justifyContent: 'flex-end', textAlign: 'right' },
        '& .ct-grid': { stroke: theme.palette.divider, strokeDasharray: '3px 3px' },
        '& .ct-bar': { strokeWidth: '10px' },
        '& .ct-series-budget .ct-bar': { stroke: theme.palette.secondary.light },
        '& .ct-series-spent .ct-bar': { stroke: theme.palette.primary.main },
        '& svg': { overflow: 'visible' },
      }}
    />
  );
}
