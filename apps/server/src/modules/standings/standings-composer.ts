import type { StandingsResponse, StandingsShape } from '@fairway/contract';
import {
  STANDINGS_LOCKED_MESSAGE,
  standingsLocked,
  deadlinePassed,
  toDollars,
  computeStandings,
  pickPopularity,
  poolMoney,
  type StandingsEntry,
} from '@fairway/domain';
import { paymentRequired } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { MemberTournamentService } from '../game';
import type { GroupTournamentFacts } from './group-tournament-facts';
import { compressJson, type RenderedJson } from '../live';
import { hasStarted, type BoardCache, type BoardRow } from '../tournaments';
import type { StandingsEntries } from './standings-entries';
import { shapedEtag, standingsText } from './standings-json';

/** A body as JSON text, before compression. */
export interface Composed {
  etag: string;
  json: string;
}

/** When the body is built and what it is called: play started, entries closed, versions. */
export interface Phase {
  started: boolean;
  etag: string;
}

/**
 * Turns a group tournament's facts, entries and leaderboard into its standings body: which
 * version is due (or a refusal while the platform fee is owed), the scoring, the JSON text.
 * Shared by a single reader's build and a whole tournament's rebuild (tournament-rebuild.ts).
 */
export class StandingsComposer {
  constructor(
    private readonly clock: Clock,
    private readonly members: MemberTournamentService,
    private readonly boards: BoardCache,
    readonly entries: StandingsEntries,
  ) {}

  /** Refuses locked standings (payment required); otherwise says which version is due. */
  phase({ link, tournament, deadline, fee, memberCount }: GroupTournamentFacts): Phase {
    const now = this.clock.now();
    const started = hasStarted(tournament, now);
    if (standingsLocked(fee.owed, started)) throw paymentRequired(STANDINGS_LOCKED_MESSAGE);
    const closed = deadlinePassed(deadline, now);
    const flags = `${started ? 1 : 0}${closed ? 1 : 0}`;
    // The prize pool moves with the platform fee (a group growing past 10 before the start),
    // and the picks submitted are shown out of the members the group has now.
    const etag = `"st-${tournament.leaderboardVersion}-${link.version}-${flags}-${fee.cents}-${memberCount}"`;
    return { started, etag };
  }

  /** One group's body in one shape, from its entries and board, rendered and compressed. */
  async build(
    facts: GroupTournamentFacts,
    phase: Phase,
    shape: StandingsShape,
  ): Promise<RenderedJson> {
    const { etag, json } = render(await this.body(facts, phase), phase, shape);
    return compressJson(etag, json);
  }

  /** One group's body, scored from its entries and board. */
  async body(facts: GroupTournamentFacts, phase: Phase): Promise<StandingsResponse> {
    const [rows, board] = await Promise.all([
      this.entries.load([facts.link]).then((byGroup) => byGroup.get(facts.link.groupId) ?? []),
      this.boardFor(facts, phase),
    ]);
    return this.compose(facts, phase, rows, board);
  }

  /** The leaderboard standings are scored from; none before play starts (nothing is shown). */
  boardFor({ tournament }: GroupTournamentFacts, { started }: Phase): Promise<BoardRow[]> {
    return started ? this.boards.get(tournament) : Promise.resolve([]);
  }

  /** The body, scored; `render` writes it in a shape. */
  async compose(
    { link, tournament, memberCount, fee }: GroupTournamentFacts,
    { started }: Phase,
    rows: StandingsEntry[],
    board: BoardRow[],
  ): Promise<StandingsResponse> {
    const submitted = new Set(rows.map((entry) => entry.userId)).size;
    const { myEntryCount: _mine, ...memberView } = await this.members.present(
      link,
      tournament,
      memberCount,
      submitted,
      0,
    );
    const money = poolMoney(link, rows.length, fee.cents);
    // Before the first tee time the standings (and so everyone's picks) stay hidden.
    const standings = started
      ? computeStandings(
          rows,
          board,
          link.poolType,
          tournament.status === 'completed',
          tournament.currentRound,
          money,
        )
      : { rows: [], cutScore: null };
    return {
      tournament: {
        ...memberView,
        lastUpdated: tournament.leaderboardUpdatedAt?.toISOString() ?? null,
        cutScore: standings.cutScore,
        started,
      },
      prizePool: toDollars(money.prizePoolCents),
      standings: standings.rows,
      popularity: pickPopularity(standings.rows),
    };
  }
}

/** A composed body as JSON text in a shape, with that shape's ETag; not yet compressed. */
export const render = (
  body: StandingsResponse,
  { etag }: Phase,
  shape: StandingsShape,
): Composed => ({ etag: shapedEtag(etag, shape), json: standingsText(body, shape) });
