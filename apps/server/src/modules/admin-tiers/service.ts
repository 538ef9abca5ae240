import type {
  AdminTiersResponse,
  AvailableGolfer,
  SaveTiersResponse,
  SaveTiersValues,
  TierChangeConflict,
} from '@fairway/contract';
import { PICK_SLOTS } from '@fairway/domain';
import type { Db } from '../../db/client';
import { conflict, invalidInput, notFound } from '../../lib/domain-errors';
import { countEntries, tournamentPicks } from '../game';
import {
  fieldGolfers,
  findTournament,
  replaceTiers,
  tieredGolfers,
  untieredGolfers,
} from '../tournaments';

const TIER_KEYS = ['1', '2', '3', '4'] as const;

/** The platform admin's tier management (docs/rules.md, "Pick tiers (auto-assign)"). */
export class AdminTierService {
  constructor(private readonly db: Db) {}

  async tiers(tournamentId: number): Promise<AdminTiersResponse> {
    const tournament = await this.#tournament(tournamentId);
    const tiers: AdminTiersResponse['tiers'] = { 1: [], 2: [], 3: [], 4: [] };
    for (const { tier, ...golfer } of await tieredGolfers(this.db, tournamentId))
      tiers[String(tier) as (typeof TIER_KEYS)[number]].push(golfer);
    return {
      tournamentId,
      tournamentName: tournament.name,
      tiers,
      entryCount: await countEntries(this.db, tournamentId),
    };
  }

  /** The field's golfers not yet in a tier, with the odds known for them (the feed's, or a past save's). */
  async available(tournamentId: number): Promise<AvailableGolfer[]> {
    await this.#tournament(tournamentId);
    return untieredGolfers(this.db, tournamentId);
  }

  /**
   * Replaces the tiers: listed golfers take their tier and odds, the rest of the field goes
   * back to the available list. Once entries exist, moving a golfer someone picked needs
   * `confirm` (their entries keep the golfer; the admin decides what to tell them).
   */
  async save(tournamentId: number, body: SaveTiersValues): Promise<SaveTiersResponse> {
    const tournament = await this.#tournament(tournamentId);
    if (body.tournamentId !== undefined && body.tournamentId !== tournamentId)
      throw invalidInput('tournamentId does not match the tournament in the path');
    if (tournament.status === 'completed')
      throw invalidInput('The tiers of a completed tournament cannot change');

    const wanted = new Map<number, { tier: number; odds: number | null }>();
    for (const key of TIER_KEYS)
      for (const golfer of body.tiers[key])
        wanted.set(golfer.id, { tier: Number(key), odds: golfer.odds });

    const field = await fieldGolfers(this.db, tournamentId);
    const inField = new Map(field.map((golfer) => [golfer.id, golfer]));
    const outsider = [...wanted.keys()].find((id) => !inField.has(id));
    if (outsider !== undefined)
      throw invalidInput(`Golfer ${outsider} is not in this tournament's field`);

    const affected = await this.#picksMovedAway(tournamentId, wanted, inField);
    if (affected.movedGolfers.length > 0 && !body.confirm)
      throw conflict(
        `${affected.affectedEntries} submitted ${affected.affectedEntries === 1 ? 'entry holds' : 'entries hold'} golfers whose tier would change. Save again with confirm to apply it.`,
        affected,
      );

    await replaceTiers(this.db, tournamentId, wanted);
    return { message: 'Tiers updated successfully', affectedEntries: affected.affectedEntries };
  }

  /** Picked golfers whose new tier differs from the slot they were picked in. */
  async #picksMovedAway(
    tournamentId: number,
    wanted: Map<number, { tier: number }>,
    field: Map<number, { name: string }>,
  ): Promise<Omit<TierChangeConflict, 'error'>> {
    const moved = new Map<number, { from: number; to: number | null; entries: Set<number> }>();
    for (const entry of await tournamentPicks(this.db, tournamentId)) {
      for (const [slot, from] of PICK_SLOTS) {
        const golferId = entry[slot];
        const to = wanted.get(golferId)?.tier ?? null;
        if (to === from) continue;
        const change = moved.get(golferId) ?? { from, to, entries: new Set<number>() };
        change.entries.add(entry.id);
        moved.set(golferId, change);
      }
    }
    const entryIds = new Set([...moved.values()].flatMap((change) => [...change.entries]));
    return {
      affectedEntries: entryIds.size,
      movedGolfers: [...moved].map(([id, change]) => ({
        id,
        name: field.get(id)?.name ?? `Golfer ${id}`,
        from: change.from,
        to: change.to,
        entries: change.entries.size,
      })),
    };
  }

  async #tournament(id: number) {
    const tournament = await findTournament(this.db, id);
    if (!tournament) throw notFound('Tournament not found');
    return tournament;
  }
}
