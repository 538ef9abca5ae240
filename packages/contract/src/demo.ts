import { z } from 'zod';
import { IsoDate, IsoDateTime } from './common';

export const PickSubmissions = z.object({
  submitted: z.number().int(),
  total: z.number().int(),
  percentage: z.number(),
});
export type PickSubmissions = z.infer<typeof PickSubmissions>;

/** GET /api/pool-groups/demo: the read-only demo group (visitors tour it without an account). */
export const DemoResponse = z
  .object({
    group: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
    members: z.array(
      z.object({ id: z.number().int(), name: z.string(), role: z.enum(['admin', 'member']) }),
    ),
    messages: z.array(
      z.object({
        id: z.number().int(),
        userName: z.string(),
        emoji: z.string().nullable(),
        message: z.string().nullable(),
        createdAt: IsoDateTime,
      }),
    ),
    tournaments: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        location: z.string(),
        status: z.enum(['active', 'upcoming', 'completed']),
        startDate: IsoDate,
        endDate: IsoDate,
        pickSubmissions: PickSubmissions,
      }),
    ),
    /**
     * The tournament the demo leads with (docs/rules.md, "Demo"): the one in play, else the last
     * one completed (its final standings); null when the demo has neither.
     */
    featured: z
      .object({
        id: z.number().int(),
        name: z.string(),
        status: z.enum(['active', 'completed']),
        /** The round in play (or the last played). */
        round: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'DemoResponse' });
export type DemoResponse = z.infer<typeof DemoResponse>;
