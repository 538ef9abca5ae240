import {
  HISTORICAL_CSV_COLUMNS,
  PICK_SLOTS,
  type Picks,
  normaliseGolferName,
  withoutControlCharacters,
} from '@fairway/domain';
import { normalizeEmail } from '../auth';
import type { CsvRow } from './parse';
import { MAX_CELL_LENGTH, looksLikeEmail, parseTiebreaker } from './rows';

export type Column = (typeof HISTORICAL_CSV_COLUMNS)[number];

/** Which CSV column holds which pick. */
export const GOLFER_COLUMNS: Record<keyof Picks, Column> = {
  tier1GolferId: 'tier1_golfer',
  tier2GolferId: 'tier2_golfer',
  tier3GolferId: 'tier3_golfer',
  tier4GolferId1: 'tier4_golfer1',
  tier4GolferId2: 'tier4_golfer2',
};

/** A row whose cells are well formed, before anything is looked up. */
export interface CheckedRow {
  tournamentName: string;
  tournamentDate: string;
  email: string;
  userName: string;
  golferNames: Record<keyof Picks, string>;
  tiebreaker: number | null;
}

/** A row's cells checked on their own: the row, or the first problem with it. */
export function checkRow({ values }: CsvRow<Column>): CheckedRow | string {
  for (const column of HISTORICAL_CSV_COLUMNS) {
    if (column !== 'tiebreaker_score' && column !== 'user_name' && values[column] === '')
      return `${column} is empty`;
    if (values[column].length > MAX_CELL_LENGTH)
      return `${column} is longer than ${MAX_CELL_LENGTH} characters`;
  }
  const date = values.tournament_date;
  if (!isCalendarDate(date)) return 'tournament_date must be a date written YYYY-MM-DD';
  const email = normalizeEmail(values.user_email);
  if (!looksLikeEmail(email)) return `user_email "${values.user_email}" is not an email address`;
  const tiebreaker = parseTiebreaker(values.tiebreaker_score, 'tiebreaker_score');
  if ('problem' in tiebreaker) return tiebreaker.problem;
  const golferNames = {} as Record<keyof Picks, string>;
  for (const [slot] of PICK_SLOTS) {
    golferNames[slot] = values[GOLFER_COLUMNS[slot]];
    if (!normaliseGolferName(golferNames[slot]))
      return `${GOLFER_COLUMNS[slot]} "${golferNames[slot]}" is not a name`;
  }
  return {
    tournamentName: values.tournament_name.replace(/\s+/g, ' '),
    tournamentDate: date,
    email,
    // A name is one line (packages/domain/src/names.ts): a file's stray control characters go.
    userName:
      withoutControlCharacters(values.user_name).replace(/\s+/g, ' ') || email.split('@')[0]!,
    golferNames,
    tiebreaker: tiebreaker.value,
  };
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
