import { VisuallyHidden } from '@mantine/core';
import { MonthBarChart } from './month-bar-chart';

export type TMonthChartProps = {
  /** Names the chart for screen readers and tests ('Missions terminées par mois'). */
  title: string;
  monthHeading: string;
  valueHeading: string;
  data: readonly { label: string; value: number }[];
  valueFormatter: (value: number) => string;
  /** The values' axis, where the full figure does not fit ('2,6 M DZD'); `valueFormatter` when absent. */
  axisFormatter?: (value: number) => string;
};

/**
 * A series of 12 months as bars, and the same series as a table for screen readers: a chart is a
 * picture to them.
 */
export function MonthChart({
  title,
  monthHeading,
  valueHeading,
  data,
  valueFormatter,
  axisFormatter,
}: TMonthChartProps) {
  return (
    <figure role="figure" aria-label={title} style={{ margin: 0 }} data-testid="month-chart">
      <div aria-hidden>
        <MonthBarChart
          data={data}
          seriesLabel={valueHeading}
          valueFormatter={valueFormatter}
          axisFormatter={axisFormatter ?? valueFormatter}
        />
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{monthHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td>{valueFormatter(item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
