const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Group cards warn 48 hours ahead; the entry form and badge use 24. */
export const GROUP_CARD_WARNING_MS = 48 * HOUR;

export type Urgency = 'passed' | 'critical' | 'urgent' | 'warning' | 'calm';

/** How loudly a countdown speaks: 1 hour or less critical, 6 hours urgent, then the warning threshold. */
export function countdownUrgency(msLeft: number, warningMs: number): Urgency {
  if (msLeft <= 0) return 'passed';
  if (msLeft <= HOUR) return 'critical';
  if (msLeft <= 6 * HOUR) return 'urgent';
  if (msLeft <= warningMs) return 'warning';
  return 'calm';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "3d 4h 12m" far out, "4h 05m 09s" on the day, "5m 09s" in the last hour. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / SECOND));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  return `${minutes}m ${pad(seconds)}s`;
}

export const HOUR_MS = HOUR;
