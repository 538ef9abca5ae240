import { describe, expect, it } from 'vitest';
import { adminTournament } from '../test/fixtures';
import { CUSTOM_PAYOUT } from './payout';
import {
  AddSettingsForm,
  EditSettingsForm,
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
      entry_deadline: null,
      max_entries_per_user: 1,
      allow_multiple_entries: false,
      pool_type: 'cut_score',
      allow_alternate: false,
      custom_rules: null,
      entry_fee: 0,
      payout_structure: '65/25/10',
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
    const result = settingsBody({ ...form, maxEntries: '3', customRules: '  Be kind ' });
    expect(result).toMatchObject({
      entry_deadline: '2026-11-01T13:00:00.000Z',
      max_entries_per_user: 3,
      allow_multiple_entries: true,
      custom_rules: 'Be kind',
    });
  });
});

describe('the dialogs read by the contract (AddSettingsForm, EditSettingsForm)', () => {
  const problems = (schema: typeof EditSettingsForm | typeof AddSettingsForm, form: object) =>
    schema.safeParse(form).error?.issues.map(({ path, message }) => [path.join('.'), message]);

  it('adds with the tournament chosen and entries open', () => {
    expect(AddSettingsForm.parse({ ...blankSettings(), tournament_id: 7 })).toMatchObject({
      tournament_id: 7,
      is_active: true,
      payout_structure: '65/25/10',
    });
    expect(problems(AddSettingsForm, blankSettings())).toEqual([
      ['tournament_id', 'Please select a tournament'],
    ]);
  });

  it("names the problem in the contract's words: payout, deadline, fee", () => {
    const badPayout = { ...blankSettings(), payoutChoice: CUSTOM_PAYOUT, customPayout: '50/30' };
    expect(problems(EditSettingsForm, badPayout)).toEqual([
      [
        'payout_structure',
        'Payout structure must be positive percentages separated by slashes that add up to 100 (e.g. "50/30/20")',
      ],
    ]);
    const noDate = { ...blankSettings(), customDeadline: true, deadlineDate: '' };
    expect(problems(EditSettingsForm, noDate)?.[0]?.[0]).toBe('entry_deadline');
    const bigFee = { ...blankSettings(), entryFee: '100001' };
    expect(problems(EditSettingsForm, bigFee)).toEqual([['entry_fee', 'Entry fee is too large']]);
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

  it('keeps only the fields that differ; the limit brings its derived flag along', () => {
    expect(changedSettings(saved, saved)).toEqual({});
    expect(changedSettings(saved, { ...saved, entry_fee: 15 })).toEqual({
      entry_fee: 15,
    });
    expect(
      changedSettings(saved, {
        ...saved,
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
