import { describe, expect, it } from 'vitest';
import { GROUP_CARD_WARNING_MS, HOUR_MS, countdownUrgency, formatCountdown } from './countdown';
import { formatDeadlineEt } from './times';

describe('countdownUrgency', () => {
  it('steps from calm to critical at 48 hours, 6 hours and 1 hour on group cards', () => {
    const at = (hours: number) => countdownUrgency(hours * HOUR_MS, GROUP_CARD_WARNING_MS);
    expect(at(49)).toBe('calm');
    expect(at(48)).toBe('warning');
    expect(at(7)).toBe('warning');
    expect(at(6)).toBe('urgent');
    expect(at(1.5)).toBe('urgent');
    expect(at(1)).toBe('critical');
    expect(at(0.01)).toBe('critical');
    expect(at(0)).toBe('passed');
    expect(at(-3)).toBe('passed');
  });

  it('uses the given warning threshold', () => {
    expect(countdownUrgency(30 * HOUR_MS, 24 * HOUR_MS)).toBe('calm');
  });
});

describe('formatCountdown', () => {
  it('shows days, then hours with seconds, then minutes with seconds', () => {
    expect(formatCountdown((2 * 24 + 4) * HOUR_MS + 12 * 60_000 + 5_000)).toBe('2d 4h 12m');
    expect(formatCountdown(4 * HOUR_MS + 5 * 60_000 + 9_000)).toBe('4h 05m 09s');
    expect(formatCountdown(5 * 60_000 + 9_400)).toBe('5m 09s');
    expect(formatCountdown(-1)).toBe('0m 00s');
  });
});

describe('formatDeadlineEt', () => {
  it('shows the time in New York with ET', () => {
    expect(formatDeadlineEt('2026-06-11T12:00:00.000Z')).toBe('Jun 11, 8:00 AM ET');
  });
});
