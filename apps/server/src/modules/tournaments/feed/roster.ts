import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { golfers } from '../../../db/schema';
import { matchGolfers } from './roster-match';

export interface IncomingGolfer {
  externalId: string;
  name: string;
  country?: string | null;
}

/** What a roster upsert could not decide: names left for a person to look at. */
export interface RosterReport {
  /** Provider golfers whose name fits several golfers entered by name: added as new golfers. */
  ambiguous: string[];
}

/**
 * Puts a provider's golfers on the roster and returns their local ids by external id. A golfer
 * the provider already sent is found by its stable external id (and its name and country
 * refreshed). Otherwise a golfer entered by name (a CSV import, no external id) whose
 * normalised name fits exactly this one golfer is adopted: it keeps its id and history and gets
 * the external id. Anything else is a new golfer; a name that fits several is reported, never
 * guessed.
 */
export async function upsertProviderGolfers(
  tx: Tx,
  list: IncomingGolfer[],
): Promise<{ ids: Map<string, number>; report: RosterReport }> {
  const report: RosterReport = { ambiguous: [] };
  if (list.length === 0) return { ids: new Map(), report };

  const known = await tx
    .select({ externalId: golfers.externalId })
    .from(golfers)
    .where(
      inArray(
        golfers.externalId,
        list.map((golfer) => golfer.externalId),
      ),
    );
  const knownIds = new Set(known.map((row) => row.externalId));
  const newcomers = list.filter((golfer) => !knownIds.has(golfer.externalId));
  if (newcomers.length > 0) {
    const enteredByName = await tx
      .select({ id: golfers.id, name: golfers.name, externalId: golfers.externalId })
      .from(golfers)
      .where(isNull(golfers.externalId));
    const match = matchGolfers(newcomers, enteredByName);
    for (const { incoming, golfer } of match.matched)
      await tx
        .update(golfers)
        .set({ externalId: incoming.externalId })
        .where(eq(golfers.id, golfer.id));
    report.ambiguous = match.ambiguous.map(({ incoming }) => incoming.name);
  }

  const rows = await tx
    .insert(golfers)
    .values(
      list.map((golfer) => ({
        externalId: golfer.externalId,
        name: golfer.name,
        country: golfer.country ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: golfers.externalId,
      // A leaderboard row carries no country: the one the field gave is kept.
      set: {
        name: sql`excluded.name`,
        country: sql`coalesce(excluded.country, ${golfers.country})`,
      },
    })
    .returning({ id: golfers.id, externalId: golfers.externalId });
  return { ids: new Map(rows.map((row) => [row.externalId!, row.id])), report };
}
