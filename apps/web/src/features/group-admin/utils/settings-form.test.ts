import { describe, expect, it } from 'vitest';
import { adminTournament } from '../test/fixtures';
import { CUSTOM_PAYOUT } from './payout';
import {
  blankSettings,
  changedSettings,
  parseEntryFee,
  settingsBody,
  settingsFromTournament,
  withDefaultDeadline,
} from './settings-form';

describe('parseEntryFee', () => {
  it.each([
    ['25', 25],
    ['12.5', 12.5],
    ['10.005', 10.01],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
  ])('"%s" is %d', (text, fee) => {
    expect(parseEntryFee(text)).toBe(fee);
  });
});

describe('settingsBody', () => {
  it('sends the defaults: no custom deadline, one entry, cut score, 65/25/10', () => {
    expect(settingsBody(blankSettings())).toEqual({
      ok: true,
      body: {
        entry_deadline: null,
        max_entries_per_user: 1,
        allow_multiple_entries: false,
        pool_type: 'cut_score',
        custom_rules: null,
        entry_fee: 0,
        payout_structure: '65/25/10',
      },
    });
  });

  it('turns a ticked ET deadline into a UTC instant', () => {
    const form = {
      ...withDefaultDeadline(blankSettings(), {
        startDate: '2026-11-01',
        firstTeeTime: '2026-11-01T15:00:00.000Z',
      }),
      customDeadline: true,
    };
    const result = settingsBody({ ...form, maxEntries: 3, customRules: '  Be kind ' });
    expect(result).toMatchObject({
      ok: true,
      body: {
        entry_deadline: '2026-11-01T13:00:00.000Z',
        max_entries_per_user: 3,
        allow_multiple_entries: true,
        custom_rules: 'Be kind',
      },
    });
  });

  it('names the problem: a bad custom payout, or a ticked deadline left empty', () => {
    const badPayout = { ...blankSettings(), payoutChoice: CUSTOM_PAYOUT, customPayout: '50/x' };
    expect(settingsBody(badPayout)).toEqual({ ok: false, problem: 'payout' });
    const noDate = { ...blankSettings(), customDeadline: true, deadlineDate: '' };
    expect(settingsBody(noDate)).toEqual({ ok: false, problem: 'deadline' });
  });
});

describe('settingsFromTournament', () => {
  it('shows a saved custom deadline in ET and an unlisted payout as Custom', () => {
    const form = settingsFromTournament(
      adminTournament({
        entry_deadline: '2026-06-10T22:30:00.000Z',
        payout_structure: '50/30/20',
        entry_fee: 12.5,
        custom_rules: null,
      }),
    );
    expect(form).toMatchObject({
      customDeadline: true,
      deadlineDate: '2026-06-10',
      deadlineTime: '18:30',
      payoutChoice: CUSTOM_PAYOUT,
      customPayout: '50/30/20',
      entryFee: '12.5',
      customRules: '',
    });
  });

  it('leaves the deadline unticked when the default rule applies', () => {
    const form = settingsFromTournament(adminTournament());
    expect(form.customDeadline).toBe(false);
    expect(form.payoutChoice).toBe('65/25/10');
  });
});

describe('changedSettings', () => {
  const saved = settingsBody(blankSettings());
  if (!saved.ok) throw new Error('the blank settings are valid');

  it('keeps only the fields that differ; the limit brings its derived flag along', () => {
    expect(changedSettings(saved.body, saved.body)).toEqual({});
    expect(changedSettings(saved.body, { ...saved.body, entry_fee: 15 })).toEqual({
      entry_fee: 15,
    });
    expect(
      changedSettings(saved.body, {
        ...saved.body,
        max_entries_per_user: 3,
        allow_multiple_entries: true,
      }),
    ).toEqual({ max_entries_per_user: 3, allow_multiple_entries: true });
  });
});

describe('withDefaultDeadline', () => {
  it('starts at 08:00 ET on the start date, or when play starts if earlier', () => {
    const times = { startDate: '2026-06-11', firstTeeTime: null };
    // No tee time known yet: play is taken to start at midnight, so the deadline can be no later.
    expect(withDefaultDeadline(blankSettings(), times)).toMatchObject({
      deadlineDate: '2026-06-11',
      deadlineTime: '00:00',
    });
    const earlyTee = { ...times, firstTeeTime: '2026-06-11T10:45:00.000Z' }; // 06:45 EDT
    expect(withDefaultDeadline(blankSettings(), earlyTee)).toMatchObject({
      deadlineDate: '2026-06-11',
      deadlineTime: '06:45',
    });
    const lateTee = { ...times, firstTeeTime: '2026-06-11T13:00:00.000Z' }; // 09:00 EDT
    expect(withDefaultDeadline(blankSettings(), lateTee)).toMatchObject({ deadlineTime: '08:00' });
  });
});
