import {
  type ENTRY_CSV_COLUMNS,
  type ENTRY_CSV_OPTIONAL_COLUMNS,
  PICK_SLOTS,
  picksProblem,
  type Picks,
} from '@fairway/domain';
import { normalizeEmail } from '../auth';
import type { TierMatcher } from './group-tier-matcher';
import type { CsvRow } from './parse';
import { parseTiebreaker } from './rows';

type Column = (typeof ENTRY_CSV_COLUMNS)[number] | (typeof ENTRY_CSV_OPTIONAL_COLUMNS)[number];

const GOLFER_COLUMNS: Record<keyof Picks, Column> = {
  tier1GolferId: 'tier_1_golfer',
  tier2GolferId: 'tier_2_golfer',
  tier3GolferId: 'tier_3_golfer',
  tier4GolferId1: 'tier_4_golfer_1',
  tier4GolferId2: 'tier_4_golfer_2',
};

/**
 * One answer for an email without an account and for an account outside the group, so an
 * upload cannot be used to find out which emails have accounts here.
 */
export const notAMember = (email: string) => `${email} is not a member of this group`;

export interface Person {
  id: number;
  email: string;
  isMember: boolean;
}

/** A row checked against the members and the field: the entry to save, or its problems. */
export function checkRow(
  { values }: CsvRow<Column>,
  matcher: TierMatcher,
  people: Map<string, Person>,
  tiers: ReadonlyMap<number, number | null>,
): { person: Person; picks: Picks; tiebreaker: number | null } | { problems: string[] } {
  const problems: string[] = [];
  const email = normalizeEmail(values.user_email);
  const person = email ? people.get(email) : undefined;
  if (!email) problems.push('user_email is empty');
  else if (!person?.isMember) problems.push(notAMember(email));

  const picks = {} as Picks;
  const golferName = new Map<number, string>();
  for (const [slot, tier] of PICK_SLOTS) {
    const column = GOLFER_COLUMNS[slot];
    const raw = values[column];
    if (!raw) {
      problems.push(`${column} is empty`);
      continue;
    }
    const resolved = matcher.resolve(raw, tier, column);
    if ('problem' in resolved) problems.push(resolved.problem);
    else {
      picks[slot] = resolved.id;
      golferName.set(resolved.id, raw);
    }
  }
  const tiebreaker = parseTiebreaker(values.tiebreaker, 'tiebreaker');
  if ('problem' in tiebreaker) problems.push(tiebreaker.problem);
  if (problems.length > 0) return { problems };

  // The entry form's own rule (tiers and no golfer twice) is the final word.
  const problem = picksProblem(picks, tiers);
  if (problem) {
    const ids = PICK_SLOTS.map(([slot]) => picks[slot]);
    const twice = ids.find((id, at) => ids.indexOf(id) !== at);
    return {
      problems: [
        twice !== undefined
          ? `the same golfer cannot be picked twice (${golferName.get(twice)})`
          : problem.replace(
              /Golfer (\d+)/,
              (text, id: string) => golferName.get(Number(id)) ?? text,
            ),
      ],
    };
  }
  return { person: person!, picks, tiebreaker: 'value' in tiebreaker ? tiebreaker.value : null };
}
