import type { StandingRow } from '@fairway/contract';
import { entryLabels } from '../../lib/entry-labels';

/**
 * The "Position by round" chart's data and geometry: pure, so the picture's rules (which entries,
 * which way up) are tested without rendering SVG.
 */

export const CHART_ENTRIES = 5;
export const MIN_CHART_ROUNDS = 2;

export interface PositionSeries {
  entryId: number;
  label: string;
  /** Rank after each round, round 1 first. */
  positions: number[];
  mine: boolean;
}

/** How many rounds have positions (every row carries the same number). */
export const roundsWithPositions = (rows: readonly Pick<StandingRow, 'positions'>[]) =>
  Math.max(0, ...rows.map((row) => row.positions.length));

/** A movement chart needs at least two points per line. */
export const showsPositionChart = (rows: readonly Pick<StandingRow, 'positions'>[]) =>
  roundsWithPositions(rows) >= MIN_CHART_ROUNDS;

/**
 * The top five entries, plus the viewer's best entry when it sits lower, so people always find
 * their own line.
 */
export function positionSeries(
  rows: readonly StandingRow[],
  userId: number | null,
  limit = CHART_ENTRIES,
): PositionSeries[] {
  const labels = entryLabels(rows);
  const picked = rows.slice(0, limit);
  const myBest = rows.find((row) => row.player.id === userId);
  if (myBest && !picked.includes(myBest)) picked.push(myBest);
  return picked.map((row) => ({
    entryId: row.entryId,
    label: labels.get(row.entryId) ?? row.player.name,
    positions: row.positions,
    mine: row.player.id === userId,
  }));
}

export interface ChartFrame {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartScale {
  x: (roundIndex: number) => number;
  y: (rank: number) => number;
  worstRank: number;
}

/** x spreads the rounds evenly; y puts rank 1 at the top and the worst rank shown at the bottom. */
export function chartScale(series: readonly PositionSeries[], frame: ChartFrame): ChartScale {
  const rounds = Math.max(MIN_CHART_ROUNDS, ...series.map((s) => s.positions.length));
  const worstRank = Math.max(2, ...series.flatMap((s) => s.positions));
  const { width, height, padding } = frame;
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  return {
    x: (roundIndex) => padding.left + (plotWidth * roundIndex) / (rounds - 1),
    y: (rank) => padding.top + (plotHeight * (rank - 1)) / (worstRank - 1),
    worstRank,
  };
}

/** The SVG path through one entry's positions. */
export function linePath(positions: readonly number[], scale: ChartScale): string {
  return positions
    .map(
      (rank, index) =>
        `${index === 0 ? 'M' : 'L'}${round1(scale.x(index))} ${round1(scale.y(rank))}`,
    )
    .join(' ');
}

/** Rank gridlines: every rank when few, else about five evenly spaced ones (always 1 and worst). */
export function rankTicks(worstRank: number): number[] {
  if (worstRank <= 6) return Array.from({ length: worstRank }, (_, i) => i + 1);
  const step = Math.ceil((worstRank - 1) / 4);
  const ticks: number[] = [];
  // A tick too close to the bottom one would print on top of it.
  for (let rank = 1; rank < worstRank - step / 2; rank += step) ticks.push(rank);
  return [...ticks, worstRank];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
