import { GOLFER_STATUSES } from '@fairway/domain';
import { z } from 'zod';
import { IsoDate, IsoDateTime } from './common';

export const TournamentStatus = z.enum(['upcoming', 'active', 'completed']);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const GolferStatus = z.enum(GOLFER_STATUSES);
export type GolferStatus = z.infer<typeof GolferStatus>;

export const TournamentSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    location: z.string(),
    status: TournamentStatus,
    round: z.number().int(),
    par: z.number().int(),
    startDate: IsoDate,
    endDate: IsoDate,
    firstTeeTime: IsoDateTime.nullable(),
    tiersAssigned: z.boolean(),
    fieldSize: z.number().int(),
  })
  .meta({ id: 'TournamentSummary' });
export type TournamentSummary = z.infer<typeof TournamentSummary>;

/** One round of a leaderboard row: strokes so far and holes completed, or a tee time ("1:40 PM"). */
export const LeaderboardRound = z.object({
  score: z.number().int().nullable(),
  toPar: z.number().int().nullable(),
  thru: z.union([z.number().int(), z.string()]),
});
export type LeaderboardRound = z.infer<typeof LeaderboardRound>;

export const LeaderboardRow = z.object({
  golferId: z.number().int(),
  name: z.string(),
  status: GolferStatus,
  totalScoreToPar: z.number().int().nullable(),
  totalScore: z.number().int().nullable(),
  thru: z.union([z.number().int(), z.string()]),
  teeTime: IsoDateTime.nullable(),
  rounds: z.partialRecord(z.enum(['1', '2', '3', '4']), LeaderboardRound),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

export const LeaderboardResponse = z
  .object({
    tournament: TournamentSummary,
    roundComplete: z.union([z.literal(0), z.literal(1)]),
    roundNumber: z.number().int(),
    version: z.number().int(),
    updatedAt: IsoDateTime.nullable(),
    leaderboard: z.array(LeaderboardRow),
  })
  .meta({ id: 'LeaderboardResponse' });
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

export const TierGolfer = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number().nullable(),
});
export type TierGolfer = z.infer<typeof TierGolfer>;

export const GolfersByTierResponse = z
  .object({
    tournament: TournamentSummary,
    tiers: z.object({
      tier1: z.array(TierGolfer),
      tier2: z.array(TierGolfer),
      tier3: z.array(TierGolfer),
      tier4: z.array(TierGolfer),
    }),
  })
  .meta({ id: 'GolfersByTierResponse' });
export type GolfersByTierResponse = z.infer<typeof GolfersByTierResponse>;
