import { createHash } from 'node:crypto';
import {
  alternateSwap,
  countingGolferIds,
  paidPlacesOf,
  parsePayoutStructure,
  pickedGolferIds,
  splitPrizePool,
  type BoardRow,
  type PoolMoney,
  type PoolType,
  type StandingsEntry,
} from '@fairway/domain';
import type { FieldModel } from './field-model';
import { PICKS_PER_ENTRY, type GroupModel } from './group-outcomes';

/** Everything a forecast is made from: what the standings were just scored from. */
export interface ForecastInput {
  groupId: number;
  tournament: { id: number; leaderboardVersion: number; currentRound: number };
  link: { version: number; poolType: PoolType };
  entries: readonly StandingsEntry[];
  board: readonly BoardRow[];
  money: PoolMoney;
}

/**
 * What a forecast is of: the group tournament, and what it depends on (the board, the group's
 * entries and settings, its money). The same on every instance.
 */
export const forecastKey = ({ groupId, tournament, link, entries, money }: ForecastInput) =>
  `${groupId}:${tournament.id}:${tournament.leaderboardVersion}:${link.version}:${entries.length}:${money.prizePoolCents}:${money.payoutStructure}`;

/**
 * What decides who wins a group tournament and who cashes, and nothing else: the board, the
 * pool type, the places paid and every entry's picks and tiebreaker (the money only shares
 * out the places). A rooting list, and the thread's scoring of the group, are kept by it.
 */
export function contestKey({ groupId, tournament, link, entries, money }: ForecastInput): string {
  const picks = createHash('sha1');
  for (const entry of entries)
    picks.update(
      `${entry.id}:${pickedGolferIds(entry).join(',')}:${entry.alternateGolferId ?? ''}:${entry.tiebreaker ?? ''};`,
    );
  // The places paid (not what they pay) decide the chance to cash an entry's rootFor may fall back on.
  const places = paidPlacesOf(money.payoutStructure);
  return `${groupId}:${tournament.id}:${tournament.leaderboardVersion}:${link.poolType}:${places}:${picks.digest('base64url')}`;
}

/** The golfers a rooting list names at most. */
export const ROOTING_LIMIT = 10;

/** A group's entries as indexes into the field, with what is already settled about them. */
export function groupModel(
  field: FieldModel,
  { entries, link, money, board }: Pick<ForecastInput, 'entries' | 'link' | 'money' | 'board'>,
): GroupModel {
  const elimination = link.poolType === 'elimination';
  const indexOf = new Map(field.golferIds.map((id, index) => [id, index]));
  const rowOf = new Map(board.map((row) => [row.golferId, row]));
  const picks = new Int32Array(entries.length * PICKS_PER_ENTRY);
  // The golfers who count, as in the standings: an alternate in for one withdrawn unplayed.
  entries.forEach((entry, e) =>
    countingGolferIds(
      entry,
      alternateSwap(entry, (id) => rowOf.get(id)),
    ).forEach((golferId, p) => (picks[e * PICKS_PER_ENTRY + p] = indexOf.get(golferId) ?? -1)),
  );
  const eliminated = entries.map((_, e) => {
    if (!elimination) return false;
    for (let p = 0; p < PICKS_PER_ENTRY; p += 1) {
      const g = picks[e * PICKS_PER_ENTRY + p]!;
      if (g >= 0 && field.out[g]) return true;
    }
    return false;
  });
  // Every entry eliminated already: then they are ranked among themselves as the standings do.
  const allEliminated = eliminated.every(Boolean);
  return {
    elimination,
    picks,
    tiebreakers: Float64Array.from(entries, (entry) => entry.tiebreaker ?? NaN),
    eliminatedNow: Uint8Array.from(eliminated, (out) => (!allEliminated && out ? 1 : 0)),
    placeCents: placeAmounts(money),
    paidPlaces: paidPlacesOf(money.payoutStructure),
  };
}

/** What each paid place wins, in cents (nothing when the pool pays nothing). */
function placeAmounts({ prizePoolCents, payoutStructure }: PoolMoney): number[] {
  const percentages = prizePoolCents > 0 ? parsePayoutStructure(payoutStructure) : null;
  if (!percentages) return [];
  return splitPrizePool(
    prizePoolCents,
    percentages,
    percentages.map((_, place) => place + 1),
  );
}
