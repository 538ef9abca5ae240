import { describe, expect, it } from 'vitest';
import {
  chartScale,
  linePath,
  positionSeries,
  rankTicks,
  showsPositionChart,
} from './position-chart-data';
import { row } from './test/fixtures';

const frame = { width: 100, height: 100, padding: { top: 0, right: 0, bottom: 0, left: 0 } };

describe('showsPositionChart', () => {
  it('needs at least two rounds of positions', () => {
    expect(showsPositionChart([row({ positions: [1] })])).toBe(false);
    expect(showsPositionChart([row({ positions: [1, 2] })])).toBe(true);
    expect(showsPositionChart([])).toBe(false);
  });
});

describe('positionSeries', () => {
  const rows = Array.from({ length: 8 }, (_, i) =>
    row({ entryId: i + 1, rank: i + 1, positions: [8 - i, i + 1] }),
  );

  it('takes the top five and marks the viewer', () => {
    const series = positionSeries(rows, rows[1]!.player.id);
    expect(series.map((s) => s.entryId)).toEqual([1, 2, 3, 4, 5]);
    expect(series.filter((s) => s.mine).map((s) => s.entryId)).toEqual([2]);
  });

  it("adds the viewer's best entry when it sits below the top five", () => {
    const series = positionSeries(rows, rows[6]!.player.id);
    expect(series.map((s) => s.entryId)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(series.at(-1)).toMatchObject({ mine: true, positions: [2, 7] });
  });
});

describe('chart geometry', () => {
  it('puts rank 1 at the top and the worst rank at the bottom, rounds left to right', () => {
    const series = positionSeries([row({ positions: [3, 1, 2] })], null);
    const scale = chartScale(series, frame);
    expect(scale.worstRank).toBe(3);
    expect(scale.y(1)).toBe(0);
    expect(scale.y(3)).toBe(100);
    expect([0, 1, 2].map(scale.x)).toEqual([0, 50, 100]);
    expect(linePath([3, 1, 2], scale)).toBe('M0 100 L50 0 L100 50');
  });

  it('labels every rank when few, about five when many', () => {
    expect(rankTicks(3)).toEqual([1, 2, 3]);
    expect(rankTicks(20)).toEqual([1, 6, 11, 16, 20]);
    expect(rankTicks(8)).toEqual([1, 3, 5, 8]);
  });
});
