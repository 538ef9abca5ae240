import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-errors';
import type { EngineRequest, ForecastResult } from './engine';
import type { FieldModel } from './field-model';
import { FORECAST_BUSY_MESSAGE, ForecastSuperseded, ForecastThread } from './forecast-thread';

const smallField: FieldModel = {
  golferIds: [1, 2],
  toPar: [0, 0],
  out: [0, 0],
  holesPlayed: [0, 0],
  meanPerRound: [0, 0],
  cutPending: false,
};
/** A tour-sized field before the first tee: simulating it takes the thread a noticeable while. */
const GOLFERS = 150;
const bigField: FieldModel = {
  golferIds: Array.from({ length: GOLFERS }, (_, g) => g + 1),
  toPar: Array(GOLFERS).fill(0),
  out: Array(GOLFERS).fill(0),
  holesPlayed: Array(GOLFERS).fill(0),
  meanPerRound: Array.from({ length: GOLFERS }, (_, g) => g / 50),
  cutPending: true,
};

let fieldKeys = 0;
const request = (
  entries: number[][],
  { kind = 'forecast', field = smallField, sims = 1_000 } = {} as {
    kind?: 'forecast' | 'rooting';
    field?: FieldModel;
    sims?: number;
  },
): EngineRequest => {
  const base = {
    // A new field each time: the thread simulates it rather than reusing an earlier one.
    fieldKey: `thread-test-${(fieldKeys += 1)}`,
    field,
    sims,
    seed: 'test',
    groupKey: `g${entries.length}`,
    group: {
      elimination: false,
      picks: Int32Array.from(entries.flat()),
      tiebreakers: Float64Array.from(entries, () => NaN),
      eliminatedNow: new Uint8Array(entries.length),
      placeCents: [],
      paidPlaces: 1,
    },
  };
  return kind === 'forecast'
    ? { kind: 'forecast', ...base }
    : { kind: 'rooting', ...base, entry: 0, limit: 5 };
};
const twoEntries = () =>
  request([
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
  ]);
/** A job that keeps the thread busy while others queue behind it. */
const slowJob = () => request([[0, 1, 2, 3, 4]], { field: bigField, sims: 2_000 });

describe('the forecast thread', () => {
  it('answers on its own thread, reports a failed request and keeps serving', async () => {
    const thread = new ForecastThread();
    try {
      const result = await thread.run<ForecastResult>(twoEntries(), 'a');
      expect(result.winProbability[0]! + result.winProbability[1]!).toBeCloseTo(1, 12);
      // A request the engine cannot work with fails alone.
      const broken = { ...twoEntries(), field: undefined } as unknown as EngineRequest;
      await expect(thread.run(broken, 'a')).rejects.toThrow();
      const again = await thread.run<ForecastResult>(request([[0, 0, 0, 0, 0]]), 'a');
      expect([...again.winProbability]).toEqual([1]);
    } finally {
      await thread.close();
    }
  });

  it(
    'refuses at once, with a 503 to try again later, past its queue and past a group’s share',
    { timeout: 30_000 },
    async () => {
      const thread = new ForecastThread({ queueMax: 3, groupMax: 2 });
      try {
        const running = thread.run(slowJob(), 'busy-group');
        const queued = [
          thread.run(twoEntries(), 'busy-group'),
          thread.run({ ...twoEntries(), kind: 'rooting', entry: 0, limit: 5 }, 'busy-group'),
        ];
        // The group has its two waiting: its third is refused, another group's is not.
        const refused = await thread
          .run({ ...twoEntries(), kind: 'rooting', entry: 1, limit: 5 }, 'busy-group')
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DomainError);
        expect(refused).toMatchObject({
          kind: 'busy',
          message: FORECAST_BUSY_MESSAGE,
          retryAfterSeconds: expect.any(Number),
        });
        queued.push(thread.run(twoEntries(), 'other-group'));
        expect(thread.waiting).toBe(3);
        // Full: a third group is refused too.
        await expect(thread.run(twoEntries(), 'third-group')).rejects.toMatchObject({
          kind: 'busy',
        });
        // Everything it took is done, in time.
        await expect(Promise.all([running, ...queued])).resolves.toHaveLength(4);
      } finally {
        await thread.close();
      }
    },
  );

  it(
    'serves forecasts before rooting lists, and each group in turn',
    { timeout: 30_000 },
    async () => {
      const thread = new ForecastThread({ queueMax: 20, groupMax: 10 });
      const order: string[] = [];
      const track = (name: string, job: Promise<unknown>) => job.then(() => order.push(name));
      try {
        const jobs = [
          track('slow', thread.run(slowJob(), 'a')),
          // One group asks for a lot of rooting lists first...
          ...[1, 2, 3].map((n) =>
            track(
              `a-rooting-${n}`,
              thread.run(request([[0, 1, 0, 1, 0]], { kind: 'rooting' }), 'a'),
            ),
          ),
          // ...then another group asks for one, and a third for its live chances.
          track('b-rooting', thread.run(request([[1, 0, 1, 0, 1]], { kind: 'rooting' }), 'b')),
          track('c-forecast', thread.run(twoEntries(), 'c')),
        ];
        await Promise.all(jobs);
        expect(order).toEqual([
          'slow',
          'c-forecast',
          'a-rooting-1',
          'b-rooting',
          'a-rooting-2',
          'a-rooting-3',
        ]);
      } finally {
        await thread.close();
      }
    },
  );

  it(
    "replaces a group's forecast still waiting with its newer one",
    { timeout: 30_000 },
    async () => {
      const thread = new ForecastThread();
      try {
        const running = thread.run(slowJob(), 'g');
        const older = thread.run(twoEntries(), 'g');
        const newer = thread.run<ForecastResult>(request([[0, 0, 0, 0, 0]]), 'g');
        await expect(older).rejects.toBeInstanceOf(ForecastSuperseded);
        expect([...(await newer).winProbability]).toEqual([1]);
        await running;
      } finally {
        await thread.close();
      }
    },
  );

  it('times a job from when the thread starts it, not from when it was asked for', async () => {
    // Longer than starting the thread takes on a busy machine (the first job waits for it).
    const stuckMs = 5_000;
    const thread = new ForecastThread({ queueMax: 200, groupMax: 200, stuckMs });
    try {
      await thread.run(slowJob(), 'warm-up');
      let started = performance.now();
      await thread.run(slowJob(), 'warm-up');
      // Enough jobs that together they take twice the stuck time, each well under it.
      const count = Math.min(150, Math.ceil((2 * stuckMs) / (performance.now() - started)));
      started = performance.now();
      // One group's forecasts replace each other while they wait: one group each.
      const jobs = Array.from({ length: count }, (_, n) => thread.run(slowJob(), `g${n}`));
      await expect(Promise.all(jobs)).resolves.toHaveLength(count);
      expect(performance.now() - started).toBeGreaterThan(stuckMs);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('refuses work once stopped', async () => {
    const thread = new ForecastThread();
    await thread.close();
    await expect(thread.run(twoEntries(), 'a')).rejects.toThrow('stopped');
  });
});
