import { z } from 'zod';
import { IsoDateTime } from './common';
import { MemberTournament } from './game-members';
import { STANDINGS_HEAD_ROWS } from './standings-shapes';
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
  /** Another entry shares this rank (shown "T3"). */
  tied: z.boolean(),
  /**
   * The entry was level on score with another and the tiebreak (the guess of the winner's score
   * to par, docs/rules.md) decided which ranks first: shown "Tiebreak: guess −12, winner −14"
   * beside the body's `tournament.winningScore`. False while in play, when scores only tie.
   */
  decidedByTiebreak: z.boolean(),
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
  /**
   * Set when the entry's alternate took the place of a golfer who withdrew before hitting a
   * shot: which pick slot (0 to 4, `selections` order; the alternate is listed there) and whom
   * it replaced.
   */
  alternate: z
    .object({
      slot: z.number().int().min(0).max(4),
      replacedGolferId: z.number().int(),
      replacedName: z.string(),
    })
    .optional(),
  /**
   * The entry's chance to finish first, 0 to 1, from the latest forecast (a tie for first counts
   * 1/k to each of k entries, so the column sums to 1); 0 once eliminated. Absent before the
   * first tee time and until the first forecast is done.
   */
  winProbability: z.number().min(0).max(1).optional(),
  /** Dollars the entry can expect to win, over the simulated finishes. Absent like winProbability. */
  expectedPayout: z.number().min(0).optional(),
  /**
   * The entry's chance to finish in the paid places (the payout structure's places; an entry
   * tied into one counts as in), from the same simulated finishes as winProbability, so never
   * below it; once completed 1 or 0. Absent like winProbability.
   */
  cashProbability: z.number().min(0).max(1).optional(),
});
export type StandingRow = z.infer<typeof StandingRow>;

export const PickPopularity = z.object({
  golferId: z.number().int(),
  name: z.string(),
  /** Entries of the group holding the golfer. */
  entries: z.number().int().positive(),
  /** Share of the group's entries holding the golfer, 0 to 1 (four decimal places). */
  share: z.number().min(0).max(1),
});
export type PickPopularity = z.infer<typeof PickPopularity>;

export const StandingsResponse = z
  .object({
    // The same body serves every member (it is cached), so it carries nothing about the caller.
    tournament: MemberTournament.omit({ myEntryCount: true }).extend({
      lastUpdated: IsoDateTime.nullable(),
      cutScore: z.number().int().nullable(),
      started: z.boolean(),
      /** The winner's final score to par once completed (what tiebreak guesses are measured against), else null. */
      winningScore: z.number().int().nullable(),
      /** Places the payout structure pays ("50/30/20": 3), whether or not the pool holds money. */
      paidPlaces: z.number().int().nonnegative(),
    }),
    /** Dollars paid out: every entry's fee, less the tournament's platform fee. */
    prizePool: z.number(),
    standings: z.array(StandingRow),
    /**
     * Each picked golfer's share of the group's entries, most picked first; empty before the
     * first tee time, when it would give everyone's picks away.
     */
    popularity: z.array(PickPopularity),
    /**
     * The forecast behind the rows' winProbability: how many finishes were simulated and when,
     * and whether it is of the latest leaderboard (one from the previous update is shown for
     * the second or two a new one takes). Null before play and once the tournament is completed.
     */
    forecast: z
      .object({
        simulations: z.number().int().positive(),
        simulatedAt: IsoDateTime,
        upToDate: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'StandingsResponse' });
export type StandingsResponse = z.infer<typeof StandingsResponse>;

/**
 * `?shape=compact`: the same standings with each golfer written once. A 5,000-entry pool names
 * about 150 golfers 25,000 times in the default shape; here `golfers` lists each once and a
 * row's `picks` are indexes into it, in the order of the default shape's `selections`.
 * `?shape=head`: the compact shape's first STANDINGS_HEAD_ROWS rows only, and how many there are
 * in all: a few KB a phone can show while the whole body is on its way. The default shape stays
 * the spec's, for every client that does not ask.
 */
export const StandingsShapeQuery = z.object({
  shape: z
    .enum(['compact', 'head'])
    .optional()
    .describe(
      `"compact": each golfer once, rows refer to them by index; "head": the compact shape's first ${STANDINGS_HEAD_ROWS} rows and the number of entries in all`,
    ),
});
/** The spec's shape when none is asked for, or the one asked for. */
export type StandingsShape = 'default' | NonNullable<z.infer<typeof StandingsShapeQuery>['shape']>;

export const CompactStandingRow = StandingRow.omit({ selections: true }).extend({
  /** Indexes into the body's `golfers`, in pick order. */
  picks: z.array(z.number().int().nonnegative()),
});
export type CompactStandingRow = z.infer<typeof CompactStandingRow>;

export const CompactStandingsResponse = StandingsResponse.omit({ standings: true })
  .extend({
    golfers: z.array(StandingGolfer),
    standings: z.array(CompactStandingRow),
  })
  .meta({ id: 'CompactStandingsResponse' });
export type CompactStandingsResponse = z.infer<typeof CompactStandingsResponse>;

export const StandingsHeadResponse = CompactStandingsResponse.extend({
  /** Entries in the whole standings (`standings` holds the first STANDINGS_HEAD_ROWS). */
  totalEntries: z.number().int().nonnegative(),
  /**
   * Every entry of each player here who has several, wherever they rank: an entry reads
   * "Alice #2" (numbered in entry order) in the head as it does in the whole standings.
   */
  playersEntries: z.array(
    z.object({ playerId: z.number().int(), entryIds: z.array(z.number().int()) }),
  ),
  /** The rank of the first entry after these (null when there is none): a tie across reads "T". */
  nextRank: z.number().int().nullable(),
}).meta({ id: 'StandingsHeadResponse' });
export type StandingsHeadResponse = z.infer<typeof StandingsHeadResponse>;

/**
 * One of the caller's entries as the "my entry" card shows it during play: where it stands, its
 * chances, what it would win if play ended now, and the golfer to root for most.
 */
export const MyEntry = z
  .object({
    entryId: z.number().int(),
    /** "#2" when the caller has several entries (numbered in entry order), else null. */
    label: z.string().nullable(),
    rank: z.number().int(),
    tied: z.boolean(),
    totalScore: z.number().int(),
    eliminated: z.boolean(),
    /** Dollars it wins at its rank if play ended now (the standings' payout). */
    payout: z.number(),
    winProbability: z.number().min(0).max(1).optional(),
    cashProbability: z.number().min(0).max(1).optional(),
    /** The golfer whose good finish helps it most, with their live score; null when none (yet). */
    rootFor: z
      .object({
        golferId: z.number().int(),
        name: z.string(),
        /** Strokes to par so far. */
        score: z.number().int().nullable(),
        /** Holes through in the current round, or a tee time before they start. */
        thru: z.union([z.number().int(), z.string()]),
        held: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'MyEntry' });
export type MyEntry = z.infer<typeof MyEntry>;

/** GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/my-entries: the caller's entries, best first. */
export const MyEntriesResponse = z
  .object({
    tournament: z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['upcoming', 'active', 'completed']),
      round: z.number().int(),
    }),
    /** Entries in the whole standings ("rank 3 of 13"). */
    totalEntries: z.number().int().nonnegative(),
    paidPlaces: z.number().int().nonnegative(),
    /** The pool holds money: payouts and chance to cash mean something. */
    hasPrizes: z.boolean(),
    entries: z.array(MyEntry),
  })
  .meta({ id: 'MyEntriesResponse' });
export type MyEntriesResponse = z.infer<typeof MyEntriesResponse>;
