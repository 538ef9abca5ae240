import { z } from 'zod';
import { IsoDate } from './common';

// ---------------------------------------------------------------- history

const Winner = z
  .object({
    name: z.string(),
    totalScore: z.number().int(),
    /** The group whose standings they won (a list of several groups names it). */
    groupId: z.number().int(),
  })
  .nullable();

export const HistoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: IsoDate,
  userGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  winner: Winner,
  totalEntries: z.number().int(),
  averageScore: z.number().nullable(),
  /** The places paid, in each group shown: dollars won (ties share the places they occupy). */
  payouts: z.array(
    z.object({
      groupId: z.number().int(),
      rank: z.number().int(),
      playerName: z.string(),
      /** Which of the player's entries in that group this is (1, 2, …), null when they have one. */
      entryNumber: z.number().int().positive().nullable(),
      totalScore: z.number().int(),
      payout: z.number(),
    }),
  ),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const TournamentHistoryDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  totalEntries: z.number().int(),
  winner: Winner,
  /** The groups whose entries are listed (each entry names its group by `groupId`). */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  entries: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      groupId: z.number().int(),
      /** Rank in the entry's own group's final standings. */
      rank: z.number().int(),
      /** Another entry of the same group shares the rank (shown "T3"). */
      tied: z.boolean(),
      playerName: z.string(),
      totalScore: z.number().int(),
      /** Dollars won at this rank in the entry's group (projected until completed). */
      payout: z.number(),
      picks: z.array(z.object({ name: z.string(), score: z.number().int() })),
    }),
  ),
});
export type TournamentHistoryDetail = z.infer<typeof TournamentHistoryDetail>;

/** One of the caller's entries as it finished, in its group's final standings. */
export const MyFinish = z.object({
  entryId: z.number().int(),
  /** Which of the caller's entries in that group (1, 2, …), null when they had one. */
  entryNumber: z.number().int().positive().nullable(),
  rank: z.number().int(),
  /** Another entry of the group shares the rank (shown "T3"). */
  tied: z.boolean(),
  totalScore: z.number().int(),
  /** Dollars won (0 when out of the money). */
  payout: z.number(),
});
export type MyFinish = z.infer<typeof MyFinish>;

/**
 * GET /api/tournaments/my-finishes: the caller's own finishes in completed tournaments, in the
 * groups they are still a member of, newest first, with their totals.
 */
export const MyFinishesResponse = z
  .object({
    tournaments: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        startDate: IsoDate,
        endDate: IsoDate,
        groups: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            /** Entries in the group's standings ("3rd of 13"). */
            totalEntries: z.number().int().nonnegative(),
            finishes: z.array(MyFinish),
          }),
        ),
      }),
    ),
    totals: z.object({
      tournaments: z.number().int().nonnegative(),
      entries: z.number().int().nonnegative(),
      /** Entries that finished first (alone or tied). */
      wins: z.number().int().nonnegative(),
      /** Entries paid something. */
      inTheMoney: z.number().int().nonnegative(),
      /** Dollars won in all. */
      winnings: z.number().nonnegative(),
    }),
  })
  .meta({ id: 'MyFinishesResponse' });
export type MyFinishesResponse = z.infer<typeof MyFinishesResponse>;
