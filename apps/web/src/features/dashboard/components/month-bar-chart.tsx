import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type TMonthBarChartProps = {
  /** One bar per month, oldest first: its label in the user's language and its value. */
  data: readonly { label: string; value: number }[];
  seriesLabel: string;
  valueFormatter: (value: number) => string;
  /** The values' axis labels, short enough for its width. */
  axisFormatter: (value: number) => string;
  /** Right to left: the months run from the right (oldest) to the left, the values' axis on the right. */
  isRtl: boolean;
};

/**
 * The bars of a dashboard series (Mantine's charts on recharts). Loaded on its own, after the
 * figures: recharts weighs more than the rest of the page, and a chart is the last thing one reads.
 */
export default function MonthBarChart({
  data,
  seriesLabel,
  valueFormatter,
  axisFormatter,
  isRtl,
}: TMonthBarChartProps) {
  return (
    <BarChart
      h={220}
      data={data.map((item) => ({ ...item }))}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color: 'blue.6' }]}
      valueFormatter={valueFormatter}
      tickLine="none"
      gridAxis="y"
      maxBarWidth={28}
      // recharts draws left to right whatever the page's direction: turned round by hand in Arabic.
      xAxisProps={isRtl ? { reversed: true } : undefined}
      yAxisProps={{
        tickFormatter: axisFormatter,
        width: 72,
        ...(isRtl
          ? {
              orientation: 'right',
              tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor', textAnchor: 'start' },
            }
          : {}),
      }}
    />
  );
}
