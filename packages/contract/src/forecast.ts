import { z } from 'zod';

/** Why an entry's rooting and chances are refused before play: picks are private until then. */
export const ROOTING_BEFORE_START =
  'Chances and rooting open at the first tee time, when everyone’s picks are shown';

/** One golfer in an entry's rooting list: whom to cheer, whom not. */
export const RootingGolfer = z
  .object({
    golferId: z.number().int(),
    name: z.string(),
    /** The entry holds this golfer. */
    held: z.boolean(),
    /**
     * The entry's chance to win when the golfer finishes better than their median simulated
     * finish, less when worse: positive means root for them, negative against them.
     */
    swing: z.number().min(-1).max(1),
  })
  .meta({ id: 'RootingGolfer' });
export type RootingGolfer = z.infer<typeof RootingGolfer>;

/** The golfers whose finish moves the entry's chance most, largest swing first (at most 10). */
export const RootingResponse = z.array(RootingGolfer);
export type RootingResponse = z.infer<typeof RootingResponse>;

/** An entry's chance to win by round: the last forecast of each round (a completed round 4: settled). */
export const EntryChancesResponse = z
  .object({
    rounds: z.array(
      z.object({
        round: z.number().int().min(1).max(4),
        winProbability: z.number().min(0).max(1),
      }),
    ),
  })
  .meta({ id: 'EntryChancesResponse' });
export type EntryChancesResponse = z.infer<typeof EntryChancesResponse>;
