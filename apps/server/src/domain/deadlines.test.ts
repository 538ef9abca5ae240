import { describe, expect, it } from 'vitest';
import { deadlinePassed, hoursUntil, urgencyPriority } from './deadlines';

describe('deadline helpers', () => {
  const deadline = new Date('2026-06-11T11:00:00Z');
  it('counts the deadline itself as passed', () => {
    expect(deadlinePassed(deadline, new Date('2026-06-11T10:59:59Z'))).toBe(false);
    expect(deadlinePassed(deadline, deadline)).toBe(true);
  });

  it('grades urgency: critical within an hour, high within a day', () => {
    expect(hoursUntil(deadline, new Date('2026-06-11T09:00:00Z'))).toBe(2);
    expect(urgencyPriority(0.5)).toBe('critical');
    expect(urgencyPriority(1)).toBe('critical');
    expect(urgencyPriority(1.01)).toBe('high');
    expect(urgencyPriority(24)).toBe('high');
    expect(urgencyPriority(24.5)).toBe('normal');
  });
});
