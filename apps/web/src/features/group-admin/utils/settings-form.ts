import type { AdminGroupTournament, PoolType } from '@fairway/contract';
import { customDeadlineProblem, latestEntryDeadline } from '@fairway/domain';
import { easternToUtc, easternWallClock, formatDeadlineEt } from '../../../lib/times';
import { DEFAULT_DEADLINE_TIME } from './admin-rules';
import {
  CUSTOM_PAYOUT,
  DEFAULT_PAYOUT_CHOICE,
  isPresetPayout,
  normalizePayout,
  parsePayout,
} from './payout';

/** What the add and edit dialogs hold while the admin types (strings, as inputs give them). */
export interface SettingsForm {
  customDeadline: boolean;
  /** ET calendar date, YYYY-MM-DD. */
  deadlineDate: string;
  /** ET time, HH:MM. */
  deadlineTime: string;
  maxEntries: number;
  poolType: PoolType;
  customRules: string;
  entryFee: string;
  /** A preset structure, or CUSTOM_PAYOUT. */
  payoutChoice: string;
  customPayout: string;
}

export const MAX_ENTRIES_CHOICES = [1, 2, 3, 4, 5] as const;

export const blankSettings = (): SettingsForm => ({
  customDeadline: false,
  deadlineDate: '',
  deadlineTime: DEFAULT_DEADLINE_TIME,
  maxEntries: 1,
  poolType: 'cut_score',
  customRules: '',
  entryFee: '0',
  payoutChoice: DEFAULT_PAYOUT_CHOICE,
  customPayout: '',
});

/** The edit dialog starts from the saved settings; an unlisted structure shows as Custom. */
export function settingsFromTournament(tournament: AdminGroupTournament): SettingsForm {
  const deadline = tournament.entry_deadline ? easternWallClock(tournament.entry_deadline) : null;
  const preset = isPresetPayout(tournament.payout_structure);
  return {
    customDeadline: deadline !== null,
    deadlineDate: deadline?.date ?? tournament.tournament_info.start_date,
    deadlineTime: deadline?.time ?? DEFAULT_DEADLINE_TIME,
    maxEntries: tournament.max_entries_per_user,
    poolType: tournament.pool_type,
    customRules: tournament.custom_rules ?? '',
    entryFee: String(tournament.entry_fee),
    payoutChoice: preset ? tournament.payout_structure : CUSTOM_PAYOUT,
    customPayout: preset ? '' : tournament.payout_structure,
  };
}

/** When a tournament starts, as the dialogs know it (ISO first tee time, or null while unknown). */
export interface TournamentTimes {
  startDate: string;
  firstTeeTime: string | null;
}

/**
 * Ticking the custom deadline (or choosing another tournament) resets it to the start date,
 * 08:00 ET, or to when play starts if that comes earlier (the first tee time, or midnight while
 * none is known): a deadline may not be later.
 */
export function withDefaultDeadline(form: SettingsForm, times: TournamentTimes | undefined) {
  const startDate = times?.startDate ?? '';
  const eight = easternToUtc(startDate, DEFAULT_DEADLINE_TIME);
  const latest = startDate
    ? latestEntryDeadline({
        startDate,
        firstTeeTime: times?.firstTeeTime ? new Date(times.firstTeeTime) : null,
      })
    : null;
  const { date, time } =
    eight && latest && latest < eight
      ? easternWallClock(latest)
      : { date: startDate, time: DEFAULT_DEADLINE_TIME };
  return { ...form, deadlineDate: date, deadlineTime: time };
}

/**
 * Why a custom deadline (ISO) cannot be saved for the tournament (the server's rule), with the
 * latest time allowed in ET; null when it can, or when there is none.
 */
export function deadlineRuleProblem(
  deadline: string | null | undefined,
  times: TournamentTimes,
): string | null {
  if (!deadline) return null;
  const tournament = {
    startDate: times.startDate,
    firstTeeTime: times.firstTeeTime ? new Date(times.firstTeeTime) : null,
  };
  const problem = customDeadlineProblem(new Date(deadline), tournament);
  if (!problem) return null;
  return `${problem} (${formatDeadlineEt(latestEntryDeadline(tournament).toISOString())}).`;
}

/** Entry fee: a number of dollars, at least 0, in cents; anything that is not a number is 0. */
export function parseEntryFee(text: string): number {
  const fee = Number.parseFloat(text);
  if (!Number.isFinite(fee) || fee < 0) return 0;
  return Math.round(fee * 100) / 100;
}

export interface SettingsBody {
  entry_deadline: string | null;
  max_entries_per_user: number;
  allow_multiple_entries: boolean;
  pool_type: PoolType;
  custom_rules: string | null;
  entry_fee: number;
  payout_structure: string;
}

export type SettingsResult =
  { ok: true; body: SettingsBody } | { ok: false; problem: 'payout' | 'deadline' };

/** The request fields of a form, or which check failed (the caller shows the spec's message). */
export function settingsBody(form: SettingsForm): SettingsResult {
  const payout = form.payoutChoice === CUSTOM_PAYOUT ? form.customPayout : form.payoutChoice;
  if (!parsePayout(payout)) return { ok: false, problem: 'payout' };
  let deadline: string | null = null;
  if (form.customDeadline) {
    const instant = easternToUtc(form.deadlineDate, form.deadlineTime);
    if (!instant) return { ok: false, problem: 'deadline' };
    deadline = instant.toISOString();
  }
  return {
    ok: true,
    body: {
      entry_deadline: deadline,
      max_entries_per_user: form.maxEntries,
      allow_multiple_entries: form.maxEntries > 1,
      pool_type: form.poolType,
      custom_rules: form.customRules.trim() || null,
      entry_fee: parseEntryFee(form.entryFee),
      payout_structure: normalizePayout(payout),
    },
  };
}

export const DEADLINE_PROBLEM = 'Please enter a deadline date and time (ET)';

/**
 * The fields an edit changed, and only those: the server leaves out what a body does not name,
 * so a setting changed elsewhere meanwhile (entries switched off, say) is not put back.
 */
export function changedSettings(before: SettingsBody, after: SettingsBody): Partial<SettingsBody> {
  const changes: Partial<SettingsBody> = {};
  for (const key of Object.keys(after) as (keyof SettingsBody)[]) {
    if (after[key] !== before[key]) Object.assign(changes, { [key]: after[key] });
  }
  // Derived from the limit by the server; sent along with it, as the spec's payload has it.
  if (changes.max_entries_per_user === undefined) delete changes.allow_multiple_entries;
  else changes.allow_multiple_entries = after.allow_multiple_entries;
  return changes;
}
