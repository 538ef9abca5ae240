import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { LiveMemory, LoadingView } from '../live';
import { renderJson, type RenderedJson } from '../../http/rendered-json';
import { findPeople } from '../auth';
import { memberEntryCounts, type GroupTournamentRow } from '../game';
import type { GroupService } from '../groups';
import { presentDashboard, unchangedUntil, type DashboardFacts } from './present';

/**
 * The signed-in home: the caller's groups, the deadlines they have not picked for yet, and the
 * tournaments their groups are playing or about to play.
 */
export class DashboardService {
  /** What each member's dashboard is made of. */
  readonly #facts: LoadingView<[userId: number], DashboardFacts>;

  constructor(
    private readonly db: Db,
    private readonly groups: GroupService<GroupTournamentRow>,
    private readonly clock: Clock,
    memory: LiveMemory,
  ) {
    this.#facts = memory.declare({
      name: 'dashboard',
      key: (userId: number) => String(userId),
      dependsOn: (facts, userId) => ({ groups: facts.groups.map((g) => g.id), users: [userId] }),
      // A rough size: the memory is bounded by bytes, not by members.
      bytes: ({ groups, tournaments }) => 400 + groups.length * 300 + tournaments.length * 900,
      load: (userId) => this.#load(userId),
    });
  }

  /**
   * Each member's dashboard as sent, while its facts are the same and its clock parts hold. Not
   * a live view: keyed by the remembered facts themselves, it goes when they are forgotten.
   */
  readonly #rendered = new WeakMap<DashboardFacts, { body: RenderedJson; validUntil: number }>();
  #renders = 0;

  /**
   * From the live read model: what the dashboard is made of is remembered per member until a
   * change to one of their groups (or to them) is announced, and the body made of it is kept
   * until a deadline passes or a minute has gone by (the parts that move with the clock:
   * urgency, hours left to a tenth), so a request neither queries nor serializes.
   */
  async get(userId: number): Promise<RenderedJson> {
    const facts = await this.#facts.get(userId);
    const now = this.clock.now();
    const known = this.#rendered.get(facts);
    if (known && now.getTime() < known.validUntil) return known.body;
    this.#renders += 1;
    const body = await renderJson(`"db-${userId}-${this.#renders}"`, presentDashboard(facts, now));
    this.#rendered.set(facts, { body, validUntil: unchangedUntil(facts, now) });
    return body;
  }

  async #load(userId: number): Promise<DashboardFacts> {
    const user = (await findPeople(this.db, [userId])).get(userId);
    if (!user) throw notFound('User not found');
    const { groups, tournaments } = await this.groups.listWithTournaments(userId);
    const groupIds = groups.map((g) => g.id);
    const myEntries = await memberEntryCounts(this.db, userId, groupIds);
    return { user, groups, tournaments, myEntries };
  }
}
