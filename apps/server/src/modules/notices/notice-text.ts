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

const ORDINAL_SUFFIXES = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as const;
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1 -> "1st", 2 -> "2nd", 13 -> "13th", 22 -> "22nd". */
export const ordinal = (place: number) =>
  `${place}${ORDINAL_SUFFIXES[ordinalRules.select(place) as keyof typeof ORDINAL_SUFFIXES] ?? 'th'}`;

/** A finish among a pool's entries: "5th of 13 entries", "tied for 3rd of 12 entries". */
export const finishText = (rank: number, tied: boolean, entries: number) =>
  `${tied ? 'tied for ' : ''}${ordinal(rank)} of ${entries} ${entries === 1 ? 'entry' : 'entries'}`;
