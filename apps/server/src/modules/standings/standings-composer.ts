import type { StandingsResponse, StandingsShape } from '@fairway/contract';
import { LRUCache } from 'lru-cache';
import {
  STANDINGS_LOCKED_MESSAGE,
  standingsLocked,
  deadlinePassed,
  toDollars,
  computeStandings,
  paidPlacesOf,
  pickPopularity,
  poolMoney,
  type StandingsEntry,
} from '@fairway/domain';
import { paymentRequired } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { MemberTournamentService } from '../game';
import type { GroupTournamentFacts } from './group-tournament-facts';
import { compressJson, type RenderedJson } from '../../http/rendered-json';
import { hasStarted, type BoardCache, type BoardRow } from '../tournaments';
import { forecastTagOf, type ForecastInput, type ForecastService } from '../forecast';
import type { StandingsEntries } from './standings-entries';
import { keepDigest } from './my-entries';
import { withForecast } from './standings-forecast';
import { shapedEtag, standingsText } from './standings-json';

/** A body as JSON text, before compression. */
export interface Composed {
  etag: string;
  json: string;
}

/** A scored body, and which forecast it shows (part of its ETag). */
export interface Scored {
  body: StandingsResponse;
  forecastTag: string;
}

/** When the body is built and what it is called: play started, entries closed, versions. */
export interface Phase {
  started: boolean;
  /** The versions the body is built from, without the forecast. */
  versions: string;
  /** The ETag of a body built now: the versions and the latest forecast. */
  etag: string;
}

/**
 * How long a reader building a body waits for the forecast it started, so the first answer
 * usually has the chances (a small group's takes tens of milliseconds); a big group's lands
 * later and open pages hear of it.
 */
const FORECAST_WAIT_MS = 1_000;

/**
 * A body scored by a reader is kept this long for the other shapes of the same versions: a page
 * asks for its first rows, then a moment later for the whole body, and a big pool is scored
 * once for both (a leaderboard update's rebuild shares its scoring on its own).
 */
const SCORED_KEPT_MS = 10_000;

/**
 * Turns a group tournament's facts, entries and leaderboard into its standings body: which
 * version is due (or a refusal while the platform fee is owed), the scoring, the JSON text.
 * Shared by a single reader's build and a whole tournament's rebuild (tournament-rebuild.ts).
 */
export class StandingsComposer {
  /**
   * Scorings under way or just done, by group tournament and versions (SCORED_KEPT_MS). Not a
   * live view: it shares a scoring between a page's two requests for seconds, under versions no
   * change makes wrong; the bodies it becomes are what the live memory counts.
   */
  readonly #scored = new LRUCache<string, Promise<Scored>>({ max: 32, ttl: SCORED_KEPT_MS });

  constructor(
    private readonly clock: Clock,
    private readonly members: MemberTournamentService,
    private readonly boards: BoardCache,
    readonly entries: StandingsEntries,
    private readonly forecasts: ForecastService,
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
    const versions = `st-${tournament.leaderboardVersion}-${link.version}-${flags}-${fee.cents}-${memberCount}`;
    // A forecast landing after the standings were scored changes the body too.
    const forecastTag = this.forecasts.tag(link.groupId, tournament.id);
    return { started, versions, etag: etagOf(versions, forecastTag) };
  }

  /** One group's body in one shape, from its entries and board, rendered and compressed. */
  async build(
    facts: GroupTournamentFacts,
    phase: Phase,
    shape: StandingsShape,
  ): Promise<RenderedJson> {
    return renderCompressed(await this.#scoredOnce(facts, phase), phase, shape);
  }

  /**
   * The body scored for these versions a moment ago, if it shows the latest forecast (the
   * first reader waits for a forecast it starts, so the next shape usually finds it there);
   * else scored now, and kept for the other shapes.
   */
  async #scoredOnce(facts: GroupTournamentFacts, phase: Phase): Promise<Scored> {
    const { groupId } = facts.link;
    const tournamentId = facts.tournament.id;
    const key = `${groupId}:${tournamentId}:${phase.versions}`;
    const kept = await this.#scored.get(key)?.catch(() => undefined);
    if (kept && kept.forecastTag === this.forecasts.tag(groupId, tournamentId)) return kept;
    const scored = this.score(facts, phase, FORECAST_WAIT_MS);
    this.#scored.set(key, scored);
    scored.catch(() => {
      if (this.#scored.get(key) === scored) this.#scored.delete(key);
    });
    return scored;
  }

  /** One group's body, scored from its entries and board. */
  async body(facts: GroupTournamentFacts, phase: Phase): Promise<StandingsResponse> {
    return (await this.score(facts, phase, 0)).body;
  }

  async score(facts: GroupTournamentFacts, phase: Phase, forecastWaitMs: number): Promise<Scored> {
    const [rows, board] = await Promise.all([
      this.entries.load([facts.link]).then((byGroup) => byGroup.get(facts.link.groupId) ?? []),
      this.boardFor(facts, phase),
    ]);
    return this.compose(facts, phase, rows, board, forecastWaitMs);
  }

  /** What a forecast of the group tournament is made from: its entries, board and money. */
  async forecastInput(facts: GroupTournamentFacts, phase: Phase): Promise<ForecastInput> {
    const { link, tournament, fee } = facts;
    const [entries, board] = await Promise.all([
      this.entries.load([link]).then((byGroup) => byGroup.get(link.groupId) ?? []),
      this.boardFor(facts, phase),
    ]);
    const money = poolMoney(link, entries.length, fee.cents);
    return { groupId: link.groupId, tournament, link, entries, board, money };
  }

  /** The leaderboard standings are scored from; none before play starts (nothing is shown). */
  boardFor({ tournament }: GroupTournamentFacts, { started }: Phase): Promise<BoardRow[]> {
    return started ? this.boards.get(tournament) : Promise.resolve([]);
  }

  /**
   * The body, scored; `render` writes it in a shape. The forecast is the latest, or the one
   * for these standings when it lands within `forecastWaitMs`.
   */
  async compose(
    { link, tournament, memberCount, fee }: GroupTournamentFacts,
    { started }: Phase,
    rows: StandingsEntry[],
    board: BoardRow[],
    forecastWaitMs = 0,
  ): Promise<Scored> {
    const submitted = new Set(rows.map((entry) => entry.userId)).size;
    const { myEntryCount: _mine, ...memberView } = await this.members.present(
      link,
      tournament,
      memberCount,
      submitted,
      0,
    );
    const money = poolMoney(link, rows.length, fee.cents);
    const completed = tournament.status === 'completed';
    // Before the first tee time the standings (and so everyone's picks) stay hidden.
    const scored = started
      ? computeStandings(rows, board, link.poolType, completed, tournament.currentRound, money)
      : { rows: [], cutScore: null, winningScore: null };
    const paidPlaces = paidPlacesOf(link.payoutStructure);
    // Chances are simulated only while there is something left to play.
    const latest =
      scored.rows.length > 0 && !completed
        ? await this.forecasts.forInput(
            { groupId: link.groupId, tournament, link, entries: rows, board, money },
            forecastWaitMs,
          )
        : undefined;
    const { standings, forecast } = withForecast(
      scored.rows,
      { completed, paidPlaces },
      tournament.leaderboardVersion,
      latest,
    );
    const body: StandingsResponse = {
      tournament: {
        ...memberView,
        lastUpdated: tournament.leaderboardUpdatedAt?.toISOString() ?? null,
        cutScore: scored.cutScore,
        started,
        winningScore: scored.winningScore,
        paidPlaces,
      },
      prizePool: toDollars(money.prizePoolCents),
      standings,
      popularity: pickPopularity(standings),
      forecast,
    };
    return { body, forecastTag: forecastTagOf(latest) };
  }
}

/**
 * A scored body as JSON text in a shape, with that shape's ETag (naming the forecast the body
 * shows, which may be newer than the one the phase saw); not yet compressed.
 */
export const render = (
  { body, forecastTag }: Scored,
  { versions }: Phase,
  shape: StandingsShape,
): Composed => ({
  etag: shapedEtag(etagOf(versions, forecastTag), shape),
  json: standingsText(body, shape),
});

/**
 * A scored body rendered in a shape and compressed; a default-shape body keeps the digest the
 * caller's entries are answered from (my-entries.ts), so they show the same figures.
 */
export async function renderCompressed(
  scored: Scored,
  phase: Phase,
  shape: StandingsShape,
): Promise<RenderedJson> {
  const { etag, json } = render(scored, phase, shape);
  const rendered = await compressJson(etag, json);
  if (shape === 'default') keepDigest(rendered, scored.body);
  return rendered;
}

const etagOf = (versions: string, forecastTag: string) => `"${versions}-${forecastTag}"`;
