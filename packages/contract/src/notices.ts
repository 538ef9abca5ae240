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
