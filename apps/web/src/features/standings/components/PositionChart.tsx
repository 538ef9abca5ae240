import type { StandingRow } from '@fairway/contract';
import { useId } from 'react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import {
  chartScale,
  linePath,
  positionSeries,
  rankTicks,
  type ChartFrame,
  type PositionSeries,
} from '../position-chart-data';

/**
 * "Position by round": how the leading entries moved, drawn as plain SVG. Loaded lazily
 * (PositionChartSection) so its code only arrives when a chart is shown.
 */

const FRAME: ChartFrame = {
  width: 360,
  height: 200,
  padding: { top: 14, right: 14, bottom: 26, left: 30 },
};

/** Line colours for other entries; the viewer's own line is always the primary green. */
const PALETTE = [
  { stroke: 'stroke-info', fill: 'fill-info', swatch: 'bg-info' },
  { stroke: 'stroke-warning', fill: 'fill-warning', swatch: 'bg-warning' },
  { stroke: 'stroke-[#8b5cf6]', fill: 'fill-[#8b5cf6]', swatch: 'bg-[#8b5cf6]' },
  { stroke: 'stroke-sand', fill: 'fill-sand', swatch: 'bg-sand' },
  { stroke: 'stroke-muted', fill: 'fill-muted', swatch: 'bg-muted' },
  { stroke: 'stroke-[#0e9aa7]', fill: 'fill-[#0e9aa7]', swatch: 'bg-[#0e9aa7]' },
];
const MINE = { stroke: 'stroke-primary', fill: 'fill-primary', swatch: 'bg-primary' };

export function PositionChart({ rows, userId }: { rows: StandingRow[]; userId: number | null }) {
  const titleId = useId();
  const series = positionSeries(rows, userId);
  const scale = chartScale(series, FRAME);
  const rounds = Math.max(...series.map((s) => s.positions.length));
  const colours = new Map<PositionSeries, (typeof PALETTE)[number]>();
  // The viewer's first entry is green; every other line (their later entries too) its own colour.
  let next = 0;
  let mineColoured = false;
  for (const s of series) {
    const first = s.mine && !mineColoured;
    if (first) mineColoured = true;
    colours.set(s, first ? MINE : PALETTE[next++ % PALETTE.length]!);
  }
  // The viewer's line is drawn last so it sits on top.
  const drawOrder = [...series].sort((a, b) => Number(a.mine) - Number(b.mine));

  return (
    <Card className="p-4 sm:p-5">
      <figure
        aria-labelledby={titleId}
        className="grid gap-x-8 gap-y-3 lg:grid-cols-[minmax(0,36rem)_minmax(0,18rem)] lg:items-center"
      >
        <figcaption id={titleId} className="text-base font-semibold lg:col-span-2">
          Position by round
        </figcaption>
        <svg
          viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
          role="img"
          aria-label="Rank after each round for the leading entries; 1 is at the top"
          className="h-auto w-full"
        >
          {rankTicks(scale.worstRank).map((rank) => (
            <g key={rank}>
              <line
                x1={FRAME.padding.left}
                x2={FRAME.width - FRAME.padding.right}
                y1={scale.y(rank)}
                y2={scale.y(rank)}
                className="stroke-line"
                strokeDasharray="3 3"
              />
              <text
                x={FRAME.padding.left - 8}
                y={scale.y(rank)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted text-[10px]"
              >
                {rank}
              </text>
            </g>
          ))}
          {Array.from({ length: rounds }, (_, index) => (
            <text
              key={index}
              x={scale.x(index)}
              y={FRAME.height - 8}
              textAnchor="middle"
              className="fill-muted text-[10px]"
            >
              R{index + 1}
            </text>
          ))}
          {drawOrder.map((s) => {
            const colour = colours.get(s)!;
            return (
              <g key={s.entryId} data-entry={s.entryId} data-mine={s.mine || undefined}>
                <path
                  d={linePath(s.positions, scale)}
                  fill="none"
                  strokeWidth={s.mine ? 3.5 : 2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  className={cn(colour.stroke, !s.mine && 'opacity-80')}
                />
                {s.positions.map((rank, index) => (
                  <circle
                    key={index}
                    cx={scale.x(index)}
                    cy={scale.y(rank)}
                    r={s.mine ? 4 : 2.5}
                    className={colour.fill}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {series.map((s) => (
            <li key={s.entryId} className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden
                className={cn('h-1 w-4 shrink-0 rounded-full', colours.get(s)!.swatch)}
              />
              <span className={cn('min-w-0 truncate', s.mine && 'font-semibold')}>
                {s.label}
                {s.mine && ' (You)'}
              </span>
              <span className="tabular ml-auto shrink-0 text-xs text-muted">
                <span className="sr-only">Rank by round: </span>
                {s.positions.join(' → ')}
              </span>
            </li>
          ))}
        </ol>
      </figure>
    </Card>
  );
}
