import { NEW_YORK } from '@fairway/domain';

const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A deadline as notices write it: "Thu, Jul 16, 1:35 AM ET" (deadlines are New York time). */
export const deadlineText = (deadline: Date) => `${deadlineFormat.format(deadline)} ET`;
