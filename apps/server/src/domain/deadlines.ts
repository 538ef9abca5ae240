// The entry deadline rule lives in the shared contract rules, so the browser checks the same one
// (docs/rules.md, "Deadlines").
export {
  customDeadlineProblem,
  entryDeadline,
  latestEntryDeadline,
  type DeadlineInput,
} from '@fairway/contract/rules';

export const deadlinePassed = (deadline: Date, now: Date) => now.getTime() >= deadline.getTime();

export const hoursUntil = (deadline: Date, now: Date) =>
  (deadline.getTime() - now.getTime()) / 3_600_000;

export type UrgencyPriority = 'critical' | 'high' | 'normal';

/** How urgent an open deadline is on the dashboard: within 1 hour critical, within 24 high. */
export function urgencyPriority(hoursLeft: number): UrgencyPriority {
  if (hoursLeft <= 1) return 'critical';
  if (hoursLeft <= 24) return 'high';
  return 'normal';
}
