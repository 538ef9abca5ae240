import { standingsLocked } from '@fairway/domain';
import type { AdminGroupTournament } from '@fairway/contract';
import type { BadgeTone } from '../../../components/ui/Badge';
import { easternToday, startOfDayEastern } from '../../../lib/times';

/** A custom deadline's default time of day: 08:00 ET (docs/rules.md, "Deadlines"). */
export const DEFAULT_DEADLINE_TIME = '08:00';

type Timing = Pick<AdminGroupTournament, 'tournament_info'>;

/** When play starts: the first tee time, else midnight ET of the start date (as the server decides). */
export function startInstant({ tournament_info }: Timing): Date {
  if (tournament_info.first_tee_time) return new Date(tournament_info.first_tee_time);
  return startOfDayEastern(tournament_info.start_date) ?? new Date(tournament_info.start_date);
}

/** A tournament has started once it is no longer upcoming or its start instant has come. */
export function hasStarted(tournament: Timing, now: Date): boolean {
  if (tournament.tournament_info.status !== 'upcoming') return true;
  return now.getTime() >= startInstant(tournament).getTime();
}

/** Delete is offered only before the tournament starts. */
export const canDelete = (tournament: Timing, now: Date) => !hasStarted(tournament, now);

export interface AdminBadge {
  label: 'Entries Disabled' | 'Active' | 'Payment Required' | 'Payment Overdue' | 'Free';
  tone: BadgeTone;
}

/**
 * The admin list badge: disabled entries first; then paid; then, for a paying group, Payment
 * Required before the start date and Payment Overdue on or after it (a calendar-day comparison in
 * ET, so the start date itself is already overdue); else Free.
 */
export function adminListBadge(
  tournament: Timing & Pick<AdminGroupTournament, 'is_active' | 'payment_completed'>,
  requiresPayment: boolean,
  now: Date,
): AdminBadge {
  if (!tournament.is_active) return { label: 'Entries Disabled', tone: 'neutral' };
  if (tournament.payment_completed) return { label: 'Active', tone: 'green' };
  if (!requiresPayment) return { label: 'Free', tone: 'blue' };
  const { start_date, status } = tournament.tournament_info;
  const onOrAfterStart = status !== 'upcoming' || easternToday(now) >= start_date;
  return onOrAfterStart
    ? { label: 'Payment Overdue', tone: 'red' }
    : { label: 'Payment Required', tone: 'amber' };
}

/**
 * View (standings) from the admin list: allowed unless the tournament's platform fee is owed
 * and it has started; otherwise a restricted warning is shown. The server enforces the same
 * rule on the standings themselves (402).
 */
export const canViewStandings = (
  tournament: Timing & Pick<AdminGroupTournament, 'requires_payment'>,
  now: Date,
): boolean => !standingsLocked(tournament.requires_payment, hasStarted(tournament, now));

/** The Financial Report is offered once some tournament of the group has an entry fee above 0. */
export const hasEntryFees = (tournaments: readonly Pick<AdminGroupTournament, 'entry_fee'>[]) =>
  tournaments.some((tournament) => tournament.entry_fee > 0);

/** Pay is offered while a tournament still needs its platform fee (the Unlock Tournament modal). */
export const needsPlatformFee = (
  tournament: Pick<AdminGroupTournament, 'requires_payment' | 'payment_completed'>,
) => tournament.requires_payment && !tournament.payment_completed;
