import './month-bar-chart.css';
import type { CSSProperties } from 'react';
import { chartTicks } from '../utils/chart-scale';

export type TMonthBarChartProps = {
  /** One bar per month, oldest first: its label in the user's language and its value. */
  data: readonly { label: string; value: number }[];
  seriesLabel: string;
  valueFormatter: (value: number) => string;
  /** The values' axis labels, short enough for its width. */
  axisFormatter: (value: number) => string;
};

/**
 * The bars of a dashboard series, drawn with a CSS grid. Twelve bars and an axis do not need a
 * charting library: Mantine's charts (recharts) weighed 131 KB gzipped, more than the rest of the
 * page, and took a long task to start on a phone. The grid follows the page's direction, so in
 * Arabic the months run from the right (oldest) to the left and the values' axis stands on the right.
 * The month labels thin out (every 2nd, 3rd, 4th or 6th, the latest always shown) as the chart narrows.
 */
export function MonthBarChart({ data, seriesLabel, valueFormatter, axisFormatter }: TMonthBarChartProps) {
  const ticks = chartTicks(data.map((item) => item.value));
  const top = ticks.at(-1) ?? 1;
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` };
  return (
    <div className="tariq-month-chart">
      <div className="tariq-month-chart-axis">
        {[...ticks].reverse().map((tick) => (
          <span key={tick}>{axisFormatter(tick)}</span>
        ))}
      </div>
      <div className="tariq-month-chart-plot" style={columns}>
        {ticks.map((tick) => (
          <div key={tick} className="tariq-month-chart-line" style={{ bottom: `${(tick / top) * 100}%` }} />
        ))}
        {data.map((item) => (
          <div
            key={item.label}
            className="tariq-month-chart-column"
            title={`${item.label} · ${seriesLabel} · ${valueFormatter(item.value)}`}
          >
            <div className="tariq-month-chart-bar" style={{ height: `${(item.value / top) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="tariq-month-chart-months" style={columns}>
        {data.map((item) => (
          <span key={item.label}>{item.label}</span>
        ))}
      </div>
    </div>
  );
}
