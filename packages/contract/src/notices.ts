import { z } from 'zod';
import { IsoDateTime } from './common';

/** One thing Fairway told the person: a deadline reminder, a nudge, results. */
export const Notice = z.object({
  id: z.number().int(),
  /** deadline-24h, deadline-1h, nudge, results. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app's page it is about. */
  link: z.string(),
  createdAt: IsoDateTime,
  read: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /api/notices: the latest notices, newest first, and how many are unread. */
export const NoticesResponse = z
  .object({ notices: z.array(Notice), unread: z.number().int().nonnegative() })
  .meta({ id: 'NoticesResponse' });
export type NoticesResponse = z.infer<typeof NoticesResponse>;

/** POST /api/user/unsubscribe: the token of an email's unsubscribe link. */
export const UnsubscribeBody = z.object({ token: z.string().min(1).max(2000) });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

/** POST /api/group-admin/{g}/tournaments/{t}/nudge: who was reminded, and when it may be done again. */
export const NudgeResponse = z
  .object({ nudged: z.number().int().nonnegative(), nextNudgeAt: IsoDateTime })
  .meta({ id: 'NudgeResponse' });
export type NudgeResponse = z.infer<typeof NudgeResponse>;

export const NUDGE_DEADLINE_PASSED = 'The entry deadline has passed: nobody can pick any more';
/** "…again after 4:05 PM ET": a nudge at most once an hour per tournament. */
export const nudgeTooSoon = (nextAt: string) =>
  `Members were nudged less than an hour ago; you can nudge again after ${nextAt}`;
