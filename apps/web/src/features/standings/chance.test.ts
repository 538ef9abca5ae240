import { describe, expect, it } from 'vitest';
import { formatChance, formatSwing } from './chance';

describe('chances as people say them', () => {
  it('writes whole percents, and neither 0% nor 100% for what is merely unlikely or likely', () => {
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(0.0004)).toBe('<1%');
    expect(formatChance(0.126)).toBe('13%');
    expect(formatChance(0.9991)).toBe('>99%');
    expect(formatChance(1)).toBe('100%');
  });

  it('writes swings in signed percentage points', () => {
    expect(formatSwing(0.123)).toBe('+12 pts');
    expect(formatSwing(-0.01)).toBe('−1 pt');
    expect(formatSwing(-0.002)).toBe('−<1 pt');
  });
});
