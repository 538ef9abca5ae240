import { describe, expect, it } from 'vitest';
import { ME, entry, hoursFromNow, memberTournament } from '../test/fixtures';
import {
  canAddEntry,
  deadlinePassed,
  entryLimit,
  formTarget,
  parseTiebreaker,
  submitButtonLabel,
} from './entry-rules';

const now = Date.now();

describe('submitButtonLabel', () => {
  it('says submit for a new entry, update for an edit, and passed after the deadline', () => {
    expect(submitButtonLabel({ editing: false, closed: false })).toBe('Submit Selections');
    expect(submitButtonLabel({ editing: true, closed: false })).toBe('Update Selections');
    expect(submitButtonLabel({ editing: true, closed: true })).toBe('Entry Deadline Passed');
    expect(submitButtonLabel({ editing: false, closed: true })).toBe('Entry Deadline Passed');
  });
});

describe('entryLimit and canAddEntry', () => {
  it('is 1 unless multiple entries are allowed', () => {
    expect(entryLimit({ allowMultipleEntries: false, maxEntriesPerUser: 3 })).toBe(1);
    expect(entryLimit({ allowMultipleEntries: true, maxEntriesPerUser: 3 })).toBe(3);
  });

  it('offers a new entry only below the limit, before the deadline, while entries are enabled', () => {
    const open = memberTournament({ allowMultipleEntries: true, maxEntriesPerUser: 2 });
    expect(canAddEntry(open, 1, now)).toBe(true);
    expect(canAddEntry(open, 2, now)).toBe(false);
    expect(canAddEntry({ ...open, isActive: false }, 0, now)).toBe(false);
    expect(canAddEntry({ ...open, entryDeadlinePassed: true }, 0, now)).toBe(false);
    expect(canAddEntry({ ...open, entryDeadline: hoursFromNow(-1) }, 0, now)).toBe(false);
  });
});

describe('deadlinePassed', () => {
  it('follows the server flag and the clock', () => {
    expect(deadlinePassed(memberTournament(), now)).toBe(false);
    expect(deadlinePassed(memberTournament({ entryDeadlinePassed: true }), now)).toBe(true);
    expect(deadlinePassed(memberTournament({ entryDeadline: hoursFromNow(-0.01) }), now)).toBe(
      true,
    );
  });

  it('falls back to the start date when there is no deadline', () => {
    const noDeadline = memberTournament({ entryDeadline: '', startDate: '2020-01-01' });
    expect(deadlinePassed(noDeadline, now)).toBe(true);
  });
});

describe('formTarget (prefill)', () => {
  const mine = entry({ id: 7 });
  const second = entry({ id: 8 });
  const theirs = entry({ id: 9, userId: 99, userName: 'Someone Else' });

  it('edits the entry in the address when it is the user’s', () => {
    expect(formTarget({ entryId: 8, entries: [mine, second], userId: ME.id, limit: 3 })).toEqual({
      kind: 'edit',
      entry: second,
    });
  });

  it('refuses an unknown entry or someone else’s', () => {
    expect(formTarget({ entryId: 5, entries: [mine], userId: ME.id, limit: 1 })).toEqual({
      kind: 'error',
      message: 'Entry not found',
    });
    expect(formTarget({ entryId: 9, entries: [theirs], userId: ME.id, limit: 1 })).toEqual({
      kind: 'error',
      message: 'Not authorized to edit this entry',
    });
  });

  it('starts a new entry while the user is below the limit', () => {
    expect(formTarget({ entryId: null, entries: [], userId: ME.id, limit: 1 })).toEqual({
      kind: 'new',
    });
    expect(formTarget({ entryId: null, entries: [mine], userId: ME.id, limit: 2 })).toEqual({
      kind: 'new',
    });
  });

  it('edits the first own entry at the limit (1 when multiple entries are not allowed)', () => {
    expect(formTarget({ entryId: null, entries: [theirs, mine], userId: ME.id, limit: 1 })).toEqual(
      {
        kind: 'edit',
        entry: mine,
      },
    );
    expect(formTarget({ entryId: null, entries: [mine, second], userId: ME.id, limit: 2 })).toEqual(
      { kind: 'edit', entry: mine },
    );
  });

  it('does not count other members’ entries', () => {
    expect(formTarget({ entryId: null, entries: [theirs], userId: ME.id, limit: 1 })).toEqual({
      kind: 'new',
    });
  });
});

describe('parseTiebreaker', () => {
  it('sends a whole number or null', () => {
    expect(parseTiebreaker('')).toBeNull();
    expect(parseTiebreaker('  ')).toBeNull();
    expect(parseTiebreaker('-14')).toBe(-14);
    expect(parseTiebreaker('0')).toBe(0);
    expect(parseTiebreaker('-14.7')).toBe(-14);
    expect(parseTiebreaker('abc')).toBeNull();
  });
});
