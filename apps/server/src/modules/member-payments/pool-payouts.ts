import type { PoolPayouts } from '@fairway/contract';
import type { Db } from '../../db/client';
import {
  entryNumbers,
  parsePayoutStructure,
  splitPrizePool,
  toDollars,
  poolMoney,
} from '@fairway/domain';
import { countEntries, loadTournamentFee, type GroupTournamentRecord } from '../game';
import { countMembers } from '../groups';
import { hasStarted, type TournamentRecord } from '../tournaments';
import { scoreAcrossGroups } from '../history';

/**
 * A group's pool money for the payment pages: the prize pool, each place's share and who is in
 * the money, worked out by the same code as the standings (compute-standings.ts).
 */
export async function poolPayouts(
  db: Db,
  link: GroupTournamentRecord,
  tournament: TournamentRecord,
  now: Date,
): Promise<PoolPayouts> {
  const [entryCount, membersNow] = await Promise.all([
    countEntries(db, tournament.id, link.groupId),
    countMembers(db, link.groupId),
  ]);
  const fee = await loadTournamentFee(db, link, tournament, membersNow, now);
  const money = poolMoney(link, entryCount, fee.cents);
  const percentages = parsePayoutStructure(link.payoutStructure) ?? [];
  const places = percentages.map((_, index) => index + 1);
  const placeCents = splitPrizePool(money.prizePoolCents, percentages, places);
  const scored = hasStarted(tournament, now)
    ? await scoreAcrossGroups(db, tournament.id, [link.groupId], now)
    : [];
  const numbers = entryNumbers(
    scored.map((row) => ({ entryId: row.entryId, playerId: row.player.id })),
  );
  return {
    platform_fee: toDollars(fee.cents),
    prize_pool: toDollars(money.prizePoolCents),
    place_payouts: percentages.map((percent, index) => ({
      place: places[index]!,
      percent,
      amount: toDollars(placeCents[index]!),
    })),
    paid_entries: scored
      // Locked standings (play started, fee owed) show nobody's rank, here too.
      .filter((row) => row.payout > 0 && !row.locked)
      .map((row) => ({
        rank: row.rank,
        player_name: row.player.name,
        entry_number: numbers.get(row.entryId)!,
        payout: row.payout,
      })),
    payouts_final: tournament.status === 'completed',
  };
}
