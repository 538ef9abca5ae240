import { z } from 'zod';
import { IsoDateTime, idParam } from './common';
import { CHAT_EMOJI_SET, CHAT_MESSAGE_MAX } from './constants';

export { CHAT_EMOJI, CHAT_EMOJI_SET, CHAT_MESSAGE_MAX, CHAT_RATE_LIMIT_MESSAGE } from './constants';

/** Chat rules (docs/rules.md, "Chat"): trimmed text of at most 100 characters, a palette emoji, and at least one of them. */
export const PostMessageBody = z
  .object({
    message: z
      .string({ error: 'Message must be text' })
      .nullish()
      .transform((value) => value?.trim() ?? ''),
    emoji: z
      .string({ error: 'Emoji must be one of the chat palette' })
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((body, ctx) => {
    if ([...body.message].length > CHAT_MESSAGE_MAX)
      ctx.addIssue({
        code: 'custom',
        message: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
        path: ['message'],
      });
    if (body.emoji !== null && !CHAT_EMOJI_SET.has(body.emoji))
      ctx.addIssue({
        code: 'custom',
        message: 'Emoji must be one of the chat palette',
        path: ['emoji'],
      });
    if (!body.message && !body.emoji)
      ctx.addIssue({
        code: 'custom',
        message: 'A message needs text or an emoji',
        path: ['message'],
      });
  });
export type PostMessageBody = z.input<typeof PostMessageBody>;

export const ChatMessage = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    message: z.string().nullable(),
    emoji: z.string().nullable(),
    /**
     * 'message': said by the member. 'notice': said by Fairway about the member (their
     * alternate came in: docs/rules.md, "Withdrawal protection").
     */
    kind: z.enum(['message', 'notice']),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const MessagesQuery = z.object({
  /** Only messages older than this id (the cursor for "load earlier"). */
  before: idParam('before').optional(),
  limit: z.coerce
    .number({ error: 'limit must be 1 to 100' })
    .int('limit must be 1 to 100')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(50),
});

/**
 * What the group event stream (GET /api/pool-groups/{groupId}/events) carries, one per SSE
 * `event:` name: a new chat message, a member change, or a standings update.
 */
export type GroupEvent =
  | { type: 'message'; data: ChatMessage }
  | {
      type: 'members';
      data: {
        groupId: number;
        joinedUserId?: number;
        removedUserId?: number;
        groupDeleted?: boolean;
      };
    }
  /**
   * A group's standings changed; `version` is the leaderboard's when the leaderboard moved,
   * `removed` is set when the tournament was taken out of the group.
   */
  | { type: 'standings'; data: { tournamentId: number; version?: number; removed?: true } };
