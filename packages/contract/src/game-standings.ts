import { z } from 'zod';
import { IsoDateTime } from './common';
import { MemberTournament } from './game-members';
import { GolferStatus } from './tournaments';

export const StandingGolfer = z.object({
  golferId: z.number().int(),
  name: z.string(),
  /** Strokes to par counted for the entry (the cut score for cut golfers in cut_score pools). */
  score: z.number().int(),
  /** The golfer's own score to par. */
  actualScore: z.number().int().nullable(),
  /** Holes through in the current round, or a tee time before they start. */
  thru: z.union([z.number().int(), z.string()]),
  status: GolferStatus,
  /** The tee time (ISO) when the golfer has not started the current round yet, else null. */
  teeTime: IsoDateTime.nullable(),
  /** The round the golfer is in, or the last round played when out. */
  round: z.number().int(),
  /** Each round's score to par, for the round-by-round view. */
  rounds: z.partialRecord(z.enum(['1', '2', '3', '4']), z.number().int().nullable()),
});
export type StandingGolfer = z.infer<typeof StandingGolfer>;

export const StandingRow = z.object({
  rank: z.number().int(),
  entryId: z.number().int(),
  player: z.object({ id: z.number().int(), name: z.string() }),
  selections: z.array(StandingGolfer),
  totalScore: z.number().int(),
  eliminated: z.boolean(),
  tiebreaker: z.number().int().nullable(),
  /** Rank after each completed or current round, for the movement chart. */
  positions: z.array(z.number().int()),
  /**
   * Dollars this entry wins at its rank: projected while in play, final once completed, 0
   * outside the money (ties split the places they occupy).
   */
  payout: z.number(),
});
export type StandingRow = z.infer<typeof StandingRow>;

export const StandingsResponse = z
  .object({
    // The same body serves every member (it is cached), so it carries nothing about the caller.
    tournament: MemberTournament.omit({ myEntryCount: true }).extend({
      lastUpdated: IsoDateTime.nullable(),
      cutScore: z.number().int().nullable(),
      started: z.boolean(),
    }),
    /** Dollars paid out: every entry's fee, less the tournament's platform fee. */
    prizePool: z.number(),
    standings: z.array(StandingRow),
  })
  .meta({ id: 'StandingsResponse' });
export type StandingsResponse = z.infer<typeof StandingsResponse>;
