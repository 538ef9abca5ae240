import { z } from 'zod';
import { IsoDate } from './common';

// ---------------------------------------------------------------- history

const Winner = z.object({ name: z.string(), totalScore: z.number().int() }).nullable();

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
  entries: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      groupId: z.number().int(),
      rank: z.number().int(),
      playerName: z.string(),
      totalScore: z.number().int(),
      /** Dollars won at this rank in the entry's group (projected until completed). */
      payout: z.number(),
      picks: z.array(z.object({ name: z.string(), score: z.number().int() })),
    }),
  ),
});
export type TournamentHistoryDetail = z.infer<typeof TournamentHistoryDetail>;
