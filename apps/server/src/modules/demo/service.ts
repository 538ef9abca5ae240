import type {
  DemoMyEntriesResponse,
  DemoResponse,
  EntryChancesResponse,
  StandingsResponse,
  StandingsShape,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { firstMessages } from '../chat';
import { pickSubmissions, type GroupTournamentRow, type GroupTournamentSummaries } from '../game';
import { findDemoGroup, membersInJoinOrder } from '../groups';
import type { RenderedJson } from '../../http/rendered-json';
import { DEMO_VISITOR, type StandingsService } from '../standings';
import { chooseDemoPlayer, stillPlaying } from './demo-player';

const DEMO_MESSAGES_SHOWN = 50;
export const DEMO_NOT_AVAILABLE = 'Demo data not available';

/**
 * The seeded demo group, public and read-only (docs/rules.md, "Demo"): GET /api/pool-groups/demo
 * and its tournaments' standings, chances and rooting, read by visitors through the same
 * standings service members read (only who may read differs: the demo group, nothing else).
 */
export class DemoService {
  /** The demo group once found: it is seeded once and never removed. */
  #group: { id: number; ownerId: number } | undefined;
  /** Whom visitors play as, by tournament, while that player still has something to play for. */
  readonly #players = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly summaries: GroupTournamentSummaries,
    private readonly groupStandings: StandingsService,
  ) {}

  async get(): Promise<DemoResponse> {
    const group = await findDemoGroup(this.db);
    if (!group) throw notFound(DEMO_NOT_AVAILABLE);
    const [members, messages, tournaments] = await Promise.all([
      membersInJoinOrder(this.db, group.id),
      firstMessages(this.db, group.id, DEMO_MESSAGES_SHOWN),
      this.summaries.load([group.id]),
    ]);
    return {
      group: { id: group.id, name: group.name, description: group.description },
      members,
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      // The demo shows what a member could still play: live and upcoming tournaments.
      tournaments: tournaments
        .filter((row) => row.tournament.status !== 'completed')
        .map((row) => ({
          id: row.tournament.id,
          name: row.tournament.name,
          location: row.tournament.location,
          status: row.tournament.status,
          startDate: row.tournament.startDate,
          endDate: row.tournament.endDate,
          pickSubmissions: pickSubmissions(row.submittedMembers, members.length),
        })),
      featured: featuredOf(tournaments),
    };
  }

  /** The demo group tournament's standings body, as a member would get it. */
  async standings(tournamentId: number, shape: StandingsShape): Promise<RenderedJson> {
    return this.groupStandings.get(DEMO_VISITOR, await this.#demoGroupId(), tournamentId, shape);
  }

  /** Whom a demo entry's holder should root for (the members' rooting, read-only). */
  async rooting(tournamentId: number, entryId: number) {
    return this.groupStandings.rooting(
      DEMO_VISITOR,
      await this.#demoGroupId(),
      tournamentId,
      entryId,
    );
  }

  /** A demo entry's chance to win by round (the members' chances, read-only). */
  async chances(tournamentId: number, entryId: number): Promise<EntryChancesResponse> {
    const groupId = await this.#demoGroupId();
    return {
      rounds: await this.groupStandings.chances(DEMO_VISITOR, groupId, tournamentId, entryId),
    };
  }

  /**
   * The "my entry" card of the demo member a visitor plays as: the members' own answer for that
   * member (they are one of the demo group's), with who it is.
   */
  async myEntries(tournamentId: number): Promise<DemoMyEntriesResponse> {
    const { id: groupId, ownerId } = await this.#demoGroup();
    const player = await this.player(tournamentId);
    // With nobody to play as (before play), the tournament's facts, as its owner would see them.
    const mine = await this.groupStandings.myEntries(player?.id ?? ownerId, groupId, tournamentId);
    return { ...mine, entries: player ? mine.entries : [], player };
  }

  /**
   * Whom a visitor plays as in the tournament: kept while they still have something to play
   * for, else chosen again from the standings the members read (demo-player.ts). Null before
   * play or with no entries.
   */
  async player(tournamentId: number): Promise<{ id: number; name: string } | null> {
    const groupId = await this.#demoGroupId();
    const rendered = await this.groupStandings.get(DEMO_VISITOR, groupId, tournamentId);
    const rows = (JSON.parse(rendered.json) as StandingsResponse).standings;
    const kept = this.#players.get(tournamentId);
    if (kept !== undefined && stillPlaying(rows, kept))
      return rows.find((row) => row.player.id === kept)!.player;
    const chosen = chooseDemoPlayer(rows);
    if (chosen) this.#players.set(tournamentId, chosen.id);
    return chosen;
  }

  async #demoGroup(): Promise<{ id: number; ownerId: number }> {
    if (this.#group === undefined) {
      const group = await findDemoGroup(this.db);
      if (!group) throw notFound(DEMO_NOT_AVAILABLE);
      this.#group = { id: group.id, ownerId: group.createdBy };
    }
    return this.#group;
  }

  async #demoGroupId(): Promise<number> {
    return (await this.#demoGroup()).id;
  }
}

/** The tournament in play, else the last one completed (by start date), else none. */
function featuredOf(rows: readonly GroupTournamentRow[]): DemoResponse['featured'] {
  const pick = (status: 'active' | 'completed') =>
    rows.filter((row) => row.tournament.status === status).at(-1)?.tournament;
  const featured = pick('active') ?? pick('completed');
  if (!featured) return null;
  return {
    id: featured.id,
    name: featured.name,
    status: featured.status as 'active' | 'completed',
    round: featured.currentRound,
  };
}
