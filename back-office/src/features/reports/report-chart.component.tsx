import { formatNumber, localizeDigits } from '@site/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount } from '../../ui/format';
import type { ChartPoint } from './report-shape';

type Series = { key: Exclude<keyof ChartPoint, 'day'>; shape: 'bar' | 'line' };

/** Money in and out as bars, the revenue as lines; colours are console.css's, per theme. */
const SERIES: readonly Series[] = [
  { key: 'deposits', shape: 'bar' },
  { key: 'withdrawals', shape: 'bar' },
  { key: 'ggr', shape: 'line' },
  { key: 'ngr', shape: 'line' },
];

const colour = (key: Series['key']) => `var(--report-${key})`;

/**
 * The report's days as a chart (recharts, loaded with this component only when a report is
 * on screen: the console's first load does not carry it). Every number in the reader's digits.
 */
export default function ReportChart({ points }: { points: readonly ChartPoint[] }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const name = (key: string) => t(`reports.figures.${key}`);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="var(--color-border)" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => localizeDigits(day.slice(5), language)}
          stroke="var(--color-muted)"
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
        />
        <YAxis
          width={72}
          tickFormatter={(value: number) =>
            formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 })
          }
          stroke="var(--color-muted)"
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
        />
        <Tooltip
          formatter={(value, key) => [formatAmount(Number(value), language), name(String(key))]}
          labelFormatter={(day) => localizeDigits(String(day), language)}
          contentStyle={{
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            color: 'var(--color-text)',
          }}
          cursor={{ fill: 'var(--color-surface-2)' }}
        />
        <Legend formatter={(key) => name(String(key))} />
        {SERIES.map((series) =>
          series.shape === 'bar' ? (
            <Bar key={series.key} dataKey={series.key} fill={colour(series.key)} maxBarSize={28} />
          ) : (
            <Line
              key={series.key}
              dataKey={series.key}
              stroke={colour(series.key)}
              strokeWidth={2}
              dot={points.length <= 31}
              type="monotone"
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
