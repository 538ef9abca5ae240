import { describe, expect, it } from 'vitest';
import type { EngineRequest, ForecastResult } from './engine';
import { ForecastThread } from './forecast-thread';

const field = {
  golferIds: [1, 2],
  toPar: [0, 0],
  out: [0, 0],
  holesPlayed: [0, 0],
  meanPerRound: [0, 0],
  cutPending: false,
};
const request = (entries: number[][]): EngineRequest => ({
  kind: 'forecast',
  fieldKey: 'thread-test',
  field,
  sims: 1_000,
  seed: 'test',
  groupKey: `g${entries.length}`,
  group: {
    elimination: false,
    picks: Int32Array.from(entries.flat()),
    tiebreakers: Float64Array.from(entries, () => NaN),
    eliminatedNow: new Uint8Array(entries.length),
    placeCents: [],
  },
});

describe('the forecast thread', () => {
  it('answers on its own thread, reports a failed request and keeps serving', async () => {
    const thread = new ForecastThread();
    try {
      const result = await thread.run<ForecastResult>(
        request([
          [0, 0, 0, 0, 0],
          [1, 1, 1, 1, 1],
        ]),
      );
      expect(result.winProbability[0]! + result.winProbability[1]!).toBeCloseTo(1, 12);
      // A request the engine cannot work with fails alone.
      const broken = {
        ...request([[0, 0, 0, 0, 0]]),
        field: undefined,
      } as unknown as EngineRequest;
      await expect(thread.run({ ...broken, fieldKey: 'broken' })).rejects.toThrow();
      const again = await thread.run<ForecastResult>(request([[0, 0, 0, 0, 0]]));
      expect([...again.winProbability]).toEqual([1]);
    } finally {
      await thread.close();
    }
  });

  it('refuses work once stopped', async () => {
    const thread = new ForecastThread();
    await thread.close();
    await expect(thread.run(request([[0, 0, 0, 0, 0]]))).rejects.toThrow('stopped');
  });
});
