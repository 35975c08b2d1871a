import '@mantine/charts/styles.css';
import type { ActivityWeek } from '@campus/sdk';
import { LineChart } from '@mantine/charts';
import { ACTIVITY_SERIES, chartRows } from './activity-series';

/**
 * The activity chart (recharts through @mantine/charts, loaded only when the Dashboard tab opens). It is
 * hidden from assistive technology: the table beside it says the same in words.
 */
export default function ActivityChart({ weeks }: { weeks: readonly ActivityWeek[] }) {
  return (
    <div aria-hidden="true" data-testid="activity-chart">
      <LineChart
        h={280}
        data={chartRows(weeks)}
        dataKey="week"
        series={ACTIVITY_SERIES.map(({ name, label, color }) => ({ name, label, color }))}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        tickLine="x"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false, width: 36 }}
        accessibilityLayer={false}
        tooltipAnimationDuration={150}
      />
    </div>
  );
}
