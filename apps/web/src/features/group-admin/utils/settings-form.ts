import {
  AddGroupTournamentBody,
  UpdateGroupTournamentBody,
  type AddGroupTournamentValues,
  type AdminGroupTournament,
  type PoolType,
  type UpdateGroupTournamentValues,
} from '@fairway/contract';
import { customDeadlineProblem, latestEntryDeadline } from '@fairway/domain';
import type { Control, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { easternToUtc, easternWallClock, formatDeadlineEt } from '../../../lib/times';
import { DEFAULT_DEADLINE_TIME } from './admin-rules';
import { CUSTOM_PAYOUT, DEFAULT_PAYOUT_CHOICE, isPresetPayout, normalizePayout } from './payout';

/** What the add and edit dialogs hold while the admin types (strings, as inputs give them). */
export interface SettingsForm {
  /** The tournament to add (the Add dialog's choice; NaN or absent until one is chosen). */
  tournament_id?: number;
  customDeadline: boolean;
  /** ET calendar date, YYYY-MM-DD. */
  deadlineDate: string;
  /** ET time, HH:MM. */
  deadlineTime: string;
  /** 1 to 5, as the select gives it. */
  maxEntries: string;
  poolType: PoolType;
  /** Entries may name one tier-4 alternate. */
  allowAlternate: boolean;
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
  maxEntries: '1',
  poolType: 'cut_score',
  allowAlternate: false,
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
    maxEntries: String(tournament.max_entries_per_user),
    poolType: tournament.pool_type,
    allowAlternate: tournament.allow_alternate,
    customRules: tournament.custom_rules ?? '',
    entryFee: String(tournament.entry_fee),
    payoutChoice: preset ? tournament.payout_structure : CUSTOM_PAYOUT,
    customPayout: preset ? '' : tournament.payout_structure,
  };
}

/** What the shared fields use of the dialogs' form (react-hook-form, whichever body it checks). */
export interface SettingsFormFields {
  register: UseFormRegister<SettingsForm>;
  control: Control<SettingsForm, unknown, unknown>;
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

/** The settings as the API takes them (the add body's, less the tournament and its switch). */
export type SettingsBody = Omit<AddGroupTournamentValues, 'tournament_id' | 'is_active'>;

/** The payout structure the form names: a preset, or the custom text. */
export const payoutText = (form: SettingsForm) =>
  form.payoutChoice === CUSTOM_PAYOUT ? form.customPayout : form.payoutChoice;

/**
 * The request fields of a form, unchecked: the contract's schemas check them (a ticked deadline
 * that is no date and time is sent as '', which they refuse).
 */
export function settingsBody(form: SettingsForm): SettingsBody {
  const deadline = form.customDeadline ? easternToUtc(form.deadlineDate, form.deadlineTime) : null;
  return {
    entry_deadline: form.customDeadline ? (deadline?.toISOString() ?? '') : null,
    max_entries_per_user: Number(form.maxEntries),
    allow_multiple_entries: Number(form.maxEntries) > 1,
    pool_type: form.poolType,
    allow_alternate: form.allowAlternate,
    custom_rules: form.customRules.trim() || null,
    entry_fee: parseEntryFee(form.entryFee),
    payout_structure: normalizePayout(payoutText(form)),
  };
}

/** The Add dialog's form read as the contract's add body (the new tournament's entries open). */
export const AddSettingsForm = z
  .custom<SettingsForm>()
  .transform((form): AddGroupTournamentBody => ({
    tournament_id: form.tournament_id,
    is_active: true,
    ...settingsBody(form),
  }))
  .pipe(AddGroupTournamentBody);

/** The Edit dialog's form read as the contract's update body. */
export const EditSettingsForm = z
  .custom<SettingsForm>()
  .transform((form): UpdateGroupTournamentBody => settingsBody(form))
  .pipe(UpdateGroupTournamentBody);

export const DEADLINE_PROBLEM = 'Please enter a deadline date and time (ET)';

/**
 * The fields an edit changed, and only those: the server leaves out what a body does not name,
 * so a setting changed elsewhere meanwhile (entries switched off, say) is not put back.
 */
export function changedSettings(
  before: SettingsBody,
  after: UpdateGroupTournamentValues,
): UpdateGroupTournamentValues {
  const changes: UpdateGroupTournamentValues = {};
  for (const key of Object.keys(after) as (keyof SettingsBody)[]) {
    if (after[key] !== before[key]) Object.assign(changes, { [key]: after[key] });
  }
  // Derived from the limit by the server; sent along with it, as the spec's payload has it.
  if (changes.max_entries_per_user === undefined) delete changes.allow_multiple_entries;
  else changes.allow_multiple_entries = after.allow_multiple_entries;
  return changes;
}
