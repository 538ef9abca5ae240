import { describe } from 'vitest';
import { useTestApp } from './helpers';
import { limitsHoldUnderBursts } from './limits-under-concurrency';

// The limits counted in this process's memory (no REDIS_URL): the default of one instance.
const ctx = useTestApp({ season: false });

describe('limits under bursts, counted in memory', () => {
  limitsHoldUnderBursts(() => ctx);
});
