import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  eventIdFromExternalId,
  golferStatus,
  parseToPar,
  thruFrom,
} from './espn-values';

describe('field readers', () => {
  it('golferStatus reads name, description and display values together', () => {
    const status = (name: string, description?: string, displayValue?: string) =>
      golferStatus({ type: { name, description }, displayValue });
    expect(status('STATUS_CUT', 'Cut')).toBe('CUT');
    expect(status('STATUS_CUT', 'Withdrawn')).toBe('WD');
    expect(status('STATUS_CUT', undefined, 'WD')).toBe('WD');
    expect(status('STATUS_CUT', 'Disqualified')).toBe('DQ');
    expect(status('STATUS_WITHDRAWN')).toBe('WD');
    expect(status('STATUS_DISQUALIFIED')).toBe('DQ');
    expect(status('STATUS_FINISH', 'Finish')).toBe('active');
    expect(status('STATUS_IN_PROGRESS', 'In Progress')).toBe('active');
    expect(status('STATUS_SCHEDULED')).toBe('active');
    expect(status('STATUS_SOMETHING_NEW', undefined, 'CUT')).toBe('CUT');
    expect(golferStatus(undefined)).toBe('active');
  });

  it('thruFrom uses thru, else displayThru', () => {
    expect(thruFrom({ thru: 12 })).toBe(12);
    expect(thruFrom({ thru: 27 })).toBe(18);
    expect(thruFrom({ displayThru: 'F' })).toBe(18);
    expect(thruFrom({ displayThru: '9*' })).toBe(9);
    expect(thruFrom({ displayThru: '1:46 PM' })).toBe(0);
    expect(thruFrom({ displayThru: 'WD' })).toBeUndefined();
    expect(thruFrom(undefined)).toBeUndefined();
  });

  it('parseToPar reads E, signed numbers and the minus sign; placeholders are null', () => {
    expect(parseToPar('E')).toBe(0);
    expect(parseToPar('+3')).toBe(3);
    expect(parseToPar('-2')).toBe(-2);
    expect(parseToPar('\u22124')).toBe(-4);
    expect(parseToPar('-')).toBeNull();
    expect(parseToPar('--')).toBeNull();
    expect(parseToPar(undefined)).toBeNull();
  });

  it('calendarDate gives the New York date', () => {
    expect(calendarDate('2025-04-10T04:00Z')).toBe('2025-04-10');
    expect(calendarDate('2025-01-02T05:00Z')).toBe('2025-01-02');
    expect(calendarDate('2025-04-14T03:59Z')).toBe('2025-04-13');
    expect(calendarDate('2025-04-10')).toBe('2025-04-10');
    // A date written as UTC midnight is that date, not the evening before in New York.
    expect(calendarDate('2025-04-10T00:00Z')).toBe('2025-04-10');
  });

  it('eventIdFromExternalId accepts only espn ids', () => {
    expect(eventIdFromExternalId('espn:401703504')).toBe('401703504');
    expect(() => eventIdFromExternalId('sim-3')).toThrow(/Not an ESPN tournament id/);
    expect(() => eventIdFromExternalId('espn:1&event=2')).toThrow(Error);
  });
});
