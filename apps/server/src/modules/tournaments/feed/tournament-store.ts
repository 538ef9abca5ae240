import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { tournamentGolfers, tournaments } from '../../../db/schema';
import type { TournamentStatus } from '@fairway/contract';
import {
  DEFAULT_PAR,
  UNKNOWN_LOCATION,
  type ProviderField,
  type ProviderTournament,
} from './feed-shapes';
import { upsertProviderGolfers, type RosterReport } from './roster';

/**
 * A schedule item written as a tournament row with its field and odds, for the schedule sync
 * (golf-data/sync.ts, GolfDataSync.syncSchedule); and the rule that statuses only move forward,
 * which the leaderboard writes (leaderboard-store.ts) follow too.
 */

/**
 * Writes one tournament of the schedule and its field in the transaction; returns its local id.
 * The field is exactly who the provider lists now: a golfer it no longer lists (replaced by an
 * alternate before the start) leaves it. A field that cannot be had (no one listed) leaves the
 * known one as it is. A tournament whose final results are frozen is left exactly as it is.
 */
export async function storeScheduleItem(
  tx: Tx,
  item: ProviderTournament,
  { golfers: field, firstTeeTime, par, location }: ProviderField,
  onRoster: (report: RosterReport) => void,
): Promise<number> {
  const { id: tournamentId, frozen } = await upsertTournament(tx, {
    ...item,
    // ESPN's schedule lists an upcoming event without its field, tee times or place; the
    // field's source (the event's leaderboard) has them.
    firstTeeTime: item.firstTeeTime ?? firstTeeTime,
    par: item.par ?? par,
    location: item.location ?? location,
  });
  if (frozen) return tournamentId;
  const { ids: golferIds, report } = await upsertProviderGolfers(tx, field);
  onRoster(report);
  if (field.length > 0) {
    await tx
      .insert(tournamentGolfers)
      .values(
        field.map((golfer) => ({
          tournamentId,
          golferId: golferIds.get(golfer.externalId)!,
          odds: golfer.odds,
        })),
      )
      .onConflictDoUpdate({
        target: [tournamentGolfers.tournamentId, tournamentGolfers.golferId],
        // Odds the platform admin entered win; the provider only fills in missing ones.
        set: { odds: sql`coalesce(${tournamentGolfers.odds}, excluded.odds)` },
      });
    await tx
      .delete(tournamentGolfers)
      .where(
        and(
          eq(tournamentGolfers.tournamentId, tournamentId),
          notInArray(tournamentGolfers.golferId, [...golferIds.values()]),
        ),
      );
  }
  return tournamentId;
}

const STATUS_ORDER: Record<TournamentStatus, number> = { upcoming: 0, active: 1, completed: 2 };

/** Statuses only move forward (upcoming -> active -> completed); a provider's step back is ignored. */
export function laterStatus(
  current: TournamentStatus,
  reported: TournamentStatus,
): TournamentStatus {
  return STATUS_ORDER[reported] >= STATUS_ORDER[current] ? reported : current;
}

/** Inserts or updates a tournament from the schedule; a frozen one is left untouched. */
async function upsertTournament(
  tx: Tx,
  item: ProviderTournament,
): Promise<{ id: number; frozen: boolean }> {
  const [existing] = await tx
    .select({
      id: tournaments.id,
      status: tournaments.status,
      currentRound: tournaments.currentRound,
      par: tournaments.par,
      location: tournaments.location,
      finalizedAt: tournaments.finalizedAt,
    })
    .from(tournaments)
    .where(eq(tournaments.externalId, item.externalId))
    .for('update');
  if (existing?.finalizedAt) return { id: existing.id, frozen: true };
  const status = existing ? laterStatus(existing.status, item.status) : item.status;
  const values = {
    externalId: item.externalId,
    name: item.name,
    // A place once known is kept when a later answer names none.
    location: item.location ?? existing?.location ?? UNKNOWN_LOCATION,
    // A par the provider does not state keeps the one known, else the usual 72.
    par: item.par ?? existing?.par ?? DEFAULT_PAR,
    startDate: item.startDate,
    endDate: item.endDate,
    status,
    currentRound:
      existing && status !== item.status
        ? Math.max(existing.currentRound, item.currentRound)
        : item.currentRound,
    firstTeeTime: item.firstTeeTime ? new Date(item.firstTeeTime) : null,
  };
  const [row] = await tx
    .insert(tournaments)
    .values(values)
    .onConflictDoUpdate({
      target: tournaments.externalId,
      // A tee time once known is kept when a later answer lists none (ESPN's scoreboard has none).
      set: {
        ...values,
        firstTeeTime: sql`coalesce(excluded.first_tee_time, ${tournaments.firstTeeTime})`,
      },
    })
    .returning({ id: tournaments.id });
  return { id: row!.id, frozen: false };
}
