import type { StandingRow } from '@fairway/contract';
import { Suspense, lazy } from 'react';
import { Skeleton } from '../../../components/ui/States';
import { showsPositionChart } from '../position-chart-data';

// The chart's code is fetched only when a chart is actually shown (so the chart library stays out
// of every other page's JavaScript).
const PositionChart = lazy(() =>
  import('./PositionChart').then((module) => ({ default: module.PositionChart })),
);

/** The movement chart once at least two rounds have positions; nothing before that. */
export function PositionChartSection({
  rows,
  userId,
}: {
  rows: StandingRow[];
  userId: number | null;
}) {
  if (!showsPositionChart(rows)) return null;
  return (
    <Suspense fallback={<Skeleton className="h-64 rounded-2xl" />}>
      <PositionChart rows={rows} userId={userId} />
    </Suspense>
  );
}
