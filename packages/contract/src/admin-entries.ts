import { z } from 'zod';
import { IsoDateTime } from './common';

export const AdminEntryPick = z.object({
  tier: z.number().int(),
  golferId: z.number().int(),
  name: z.string(),
  /** Strokes to par counted for the entry; null before the tournament starts. */
  score: z.number().int().nullable(),
});

export const AdminEntry = z.object({
  entryId: z.number().int(),
  rank: z.number().int().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  picks: z.array(AdminEntryPick),
  totalScore: z.number().int().nullable(),
  tiebreaker: z.number().int().nullable(),
  submittedAt: IsoDateTime,
});
export type AdminEntry = z.infer<typeof AdminEntry>;

/** GET /api/admin/tournament/{id}/entries (user 1): every entry of a tournament across groups. */
export const AdminEntriesResponse = z
  .object({
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    status: z.enum(['upcoming', 'active', 'completed']),
    entries: z.array(AdminEntry),
  })
  .meta({ id: 'AdminEntriesResponse' });
export type AdminEntriesResponse = z.infer<typeof AdminEntriesResponse>;
