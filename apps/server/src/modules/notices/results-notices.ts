import type { StandingRow, StandingsResponse } from '@fairway/contract';
import { addDays } from '@fairway/domain';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/domain-errors';
import { groupsPlaying } from '../game';
import { groupNames, membersInJoinOrder } from '../groups';
import type { StandingsService } from '../standings';
import { findTournamentsByStatus } from '../tournaments';
import { noticeRecipients } from '../auth';
import type { NoticeDelivery } from './notice-delivery';
import { finishText } from './notice-text';
import { withoutDemo } from './without-demo';
import { latestNoticeAt, type NewNotice } from './store';

/** Results go out for tournaments that ended this many days ago or less (a server down longer misses them). */
const RESULTS_WITHIN_DAYS = 7;

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const toPar = (score: number) => (score === 0 ? 'E' : score > 0 ? `+${score}` : `${score}`);

/** Who won: the first-ranked players, with their score. */
function winnerLine(rows: readonly StandingRow[]): string {
  const first = rows.filter((row) => row.rank === 1);
  const names = [...new Set(first.map((row) => row.player.name))];
  if (first.length === 0) return 'Nobody played.';
  const who =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} ${first.length > 1 ? 'shared first place' : 'won'} at ${toPar(first[0]!.totalScore)}.`;
}

/** A member's line: their best entry's place and what their entries won, or that they sat out. */
function memberLine(rows: readonly StandingRow[], userId: number): string {
  const mine = rows.filter((row) => row.player.id === userId);
  if (mine.length === 0) return 'You did not play this one.';
  const best = mine.reduce((a, b) => (b.rank < a.rank ? b : a));
  const tied = rows.filter((row) => row.rank === best.rank).length > 1;
  const won = mine.reduce((sum, row) => sum + row.payout, 0);
  const of = finishText(best.rank, tied, rows.length);
  const which = mine.length > 1 ? ` (your best of ${mine.length} entries)` : '';
  return `You finished ${of}${which} at ${toPar(best.totalScore)}${won > 0 ? `, winning ${dollars(won)}` : ''}.`;
}

/**
 * When a tournament completes, every member of each group that played it hears the final
 * results: their place and winnings, and who won (docs/rules.md, "Reminders and notices").
 * Looked for with the reminders; each member's notice has a key, so it happens once.
 */
export class ResultsNotices {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly standings: StandingsService,
    private readonly delivery: NoticeDelivery,
  ) {}

  async runDue(): Promise<number> {
    const now = this.clock.now();
    const db = this.database.db;
    const since = addDays(now.toISOString().slice(0, 10), -RESULTS_WITHIN_DAYS);
    const completed = (await findTournamentsByStatus(db, ['completed'])).filter(
      (tournament) => tournament.endDate >= since,
    );
    let recorded = 0;
    for (const tournament of completed) {
      const links = await withoutDemo(
        db,
        await groupsPlaying(db, tournament.id),
        (link) => link.groupId,
      );
      for (const link of links) {
        const keyPrefix = `results:${tournament.id}:${link.groupId}:`;
        // Told already (each run would otherwise score every recent group again).
        if (await latestNoticeAt(db, keyPrefix)) continue;
        const body = await this.#finalStandings(link.groupId, tournament.id);
        if (!body || body.standings.length === 0) continue;
        recorded += await this.#tell(link.groupId, body, keyPrefix, now);
      }
    }
    return recorded;
  }

  /** The final standings, or nothing while they are locked (the platform fee owed). */
  async #finalStandings(groupId: number, tournamentId: number) {
    try {
      return await this.standings.body(groupId, tournamentId);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'payment-required') return undefined;
      throw error;
    }
  }

  async #tell(groupId: number, body: StandingsResponse, keyPrefix: string, now: Date) {
    const db = this.database.db;
    const groupName = (await groupNames(db, [groupId])).get(groupId) ?? 'your group';
    const members = await membersInJoinOrder(db, groupId);
    const recipients = await noticeRecipients(
      db,
      members.map((member) => member.id),
    );
    const { tournament, standings } = body;
    let recorded = 0;
    for (const to of recipients.values()) {
      const notice: NewNotice = {
        userId: to.id,
        kind: 'results',
        dedupeKey: `${keyPrefix}${to.id}`,
        title: `Final results: ${tournament.name} in ${groupName}`,
        body: `${memberLine(standings, to.id)} ${winnerLine(standings)}`,
        link: `/groups/${groupId}/tournament/${tournament.id}/standings`,
      };
      const sent = await db.transaction((tx) =>
        this.delivery.deliver(tx, to, notice, now, 'See the final standings'),
      );
      if (sent) recorded += 1;
    }
    return recorded;
  }
}
