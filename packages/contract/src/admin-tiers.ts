import { TIER_LIMIT } from '@fairway/domain';
import { z } from 'zod';
import { idParam } from './common';

export const AdminTierGolfer = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number().nullable(),
});
export type AdminTierGolfer = z.infer<typeof AdminTierGolfer>;

const TierKey = z.enum(['1', '2', '3', '4']);

/** GET /api/admin/tournament/{id}/tiers: the four tiers keyed 1 to 4. */
export const AdminTiersResponse = z.object({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  tiers: z.record(TierKey, z.array(AdminTierGolfer)),
  /** Entries already submitted for this tournament in any group (tier changes then need confirming). */
  entryCount: z.number().int(),
});
export type AdminTiersResponse = z.infer<typeof AdminTiersResponse>;

/** The spec's {id, name}, plus the odds already known (so auto-assign can place the whole field). */
export const AvailableGolfer = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number().nullable(),
});
export type AvailableGolfer = z.infer<typeof AvailableGolfer>;

const odds = z
  .number({ error: 'Odds must be a positive number or empty' })
  .positive('Odds must be a positive number or empty')
  .max(1_000_000, 'Odds must be a positive number or empty')
  .nullish()
  .transform((value) => value ?? null);

const tierList = (tier: number) =>
  z
    .array(
      z.object({
        id: idParam(`Tier ${tier} golfer id`),
        name: z.string().optional(),
        odds,
      }),
      { error: `Tier ${tier} must be a list of golfers` },
    )
    .default([]);

export const SaveTiersBody = z
  .object({
    tournamentId: idParam('tournamentId').optional(),
    tiers: z.object(
      { 1: tierList(1), 2: tierList(2), 3: tierList(3), 4: tierList(4) },
      { error: 'tiers must map tier numbers 1 to 4 to lists of golfers' },
    ),
    /** Save even though submitted entries hold golfers whose tier changes. */
    confirm: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    for (const tier of [1, 2, 3] as const) {
      if (body.tiers[tier].length > TIER_LIMIT)
        ctx.addIssue({
          code: 'custom',
          message: `Too many golfers in tier ${tier}! Limit is ${TIER_LIMIT}`,
        });
    }
    const seen = new Set<number>();
    for (const tier of [1, 2, 3, 4] as const) {
      for (const golfer of body.tiers[tier]) {
        if (seen.has(golfer.id))
          ctx.addIssue({
            code: 'custom',
            message: `Golfer ${golfer.name ?? golfer.id} is in more than one tier`,
          });
        seen.add(golfer.id);
      }
    }
  });
export type SaveTiersBody = z.input<typeof SaveTiersBody>;
export type SaveTiersValues = z.output<typeof SaveTiersBody>;

export const MovedGolfer = z.object({
  id: z.number().int(),
  name: z.string(),
  from: z.number().int(),
  to: z.number().int().nullable(),
  entries: z.number().int(),
});

/** 409 when entries hold golfers that would move; saving again with confirm: true applies it. */
export const TierChangeConflict = z.object({
  error: z.string(),
  affectedEntries: z.number().int(),
  movedGolfers: z.array(MovedGolfer),
});
export type TierChangeConflict = z.infer<typeof TierChangeConflict>;

export const SaveTiersResponse = z.object({
  message: z.string(),
  affectedEntries: z.number().int(),
});
export type SaveTiersResponse = z.infer<typeof SaveTiersResponse>;
