import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';

describe('the forecast’s calibration', () => {
  // Forty forecasts of 2,000 simulations take seconds of CPU, more while other projects run
  // beside it: the limit bounds a hang, not the speed (speed is measured by npm run bench).
  it(
    'beats "the leaders share it" and "everyone equal" over simulated tournaments',
    { timeout: 60_000 },
    async () => {
      // Two seasons of five tournaments, a 20-entry pool each, forecast four times through play.
      const result = await calibrate({
        seeds: ['calibration-1', 'calibration-2'],
        entriesPerPool: 20,
        moments: [0.1, 0.35, 0.6, 0.85],
        simulations: 2_000,
      });
      expect(result).toMatchObject({ tournaments: 10, forecasts: 40, predictions: 800 });
      expect(result.brier.forecast).toBeLessThan(result.brier.leadersShareIt * 0.8);
      expect(result.brier.forecast).toBeLessThan(result.brier.everyoneEqual * 0.8);
      // Every prediction falls in a bucket, and the buckets' mean chances rise with them.
      const buckets = result.buckets.filter((bucket) => bucket.entries > 0);
      expect(buckets.reduce((sum, bucket) => sum + bucket.entries, 0)).toBe(800);
      const predicted = buckets.map((bucket) => bucket.predicted);
      expect(predicted).toEqual([...predicted].sort((a, b) => a - b));
    },
  );
});
