import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDateTimeWithYear,
  formatDeadlineEt,
  formatDeadlineEtLong,
  formatShortDateTime,
} from './times';

// 11:00 UTC on 11 June 2026: 7:00 AM in New York (EDT), 4:00 AM in Los Angeles (PDT).
const FIRST_TEE = '2026-06-11T11:00:00.000Z';
const LOS_ANGELES = { timeZone: 'America/Los_Angeles' };

describe('times on screen', () => {
  it('shows deadlines in New York time, labelled ET, whatever the viewer', () => {
    expect(formatDeadlineEt(FIRST_TEE)).toBe('Jun 11, 7:00 AM ET');
    expect(formatDeadlineEtLong(FIRST_TEE)).toBe('Thu, Jun 11, 7:00 AM ET');
  });

  it("shows other times in the viewer's zone with the zone's short name", () => {
    expect(formatShortDateTime(FIRST_TEE, LOS_ANGELES)).toBe('Jun 11, 4:00 AM PDT');
    expect(formatClock(FIRST_TEE, LOS_ANGELES)).toBe('4:00 AM PDT');
    expect(formatDateTimeWithYear(FIRST_TEE, LOS_ANGELES)).toBe('Jun 11, 2026, 4:00 AM PDT');
    expect(formatShortDateTime(FIRST_TEE, { timeZone: 'Asia/Tokyo' })).toBe(
      'Jun 11, 8:00 PM GMT+9',
    );
  });
});
