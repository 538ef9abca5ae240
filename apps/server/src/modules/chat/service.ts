import { and, desc, eq, lt } from 'drizzle-orm';
import { CHAT_RATE_LIMIT_MESSAGE, type ChatMessage } from '@fairway/contract';
import type { Db } from '../../db/client';
import { chatMessages, users } from '../../db/schema';
import { forbidden } from '../../lib/domain-errors';
import type { Limiter, RateLimits } from '../../security/limiter';
import type { GroupAccess } from '../groups/access';
import type { EventBus } from '../events/bus';

export class ChatService {
  readonly #postsPerMinute: Limiter;

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly events: EventBus,
    limits: RateLimits,
  ) {
    // 10 messages per minute per user per group (docs/rules.md, "Chat").
    this.#postsPerMinute = limits.define('chat', 10, 60);
  }

  /** A page of messages, oldest first; `before` (a message id) pages back in time. */
  async list(
    userId: number,
    groupId: number,
    page: { before?: number | undefined; limit: number },
  ): Promise<ChatMessage[]> {
    await this.access.requireMember(groupId, userId);
    const rows = await this.db
      .select({ message: chatMessages, userName: users.name })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(
        and(
          eq(chatMessages.groupId, groupId),
          page.before ? lt(chatMessages.id, page.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(page.limit);
    return rows.reverse().map(({ message, userName }) => presentMessage(message, userName));
  }

  async post(
    userId: number,
    groupId: number,
    body: { message: string; emoji: string | null },
  ): Promise<ChatMessage> {
    const { group } = await this.access.requireMember(groupId, userId);
    if (group.isDemo) throw forbidden('The demo group is read-only');
    await this.#postsPerMinute.consume(`${userId}:${groupId}`, CHAT_RATE_LIMIT_MESSAGE);
    // One round trip: the insert and the author's name, which every reader of the message needs.
    const inserted = this.db.$with('inserted').as(
      this.db
        .insert(chatMessages)
        .values({ groupId, userId, message: body.message || null, emoji: body.emoji })
        .returning(),
    );
    const [row] = await this.db
      .with(inserted)
      .select({
        id: inserted.id,
        groupId: inserted.groupId,
        userId: inserted.userId,
        message: inserted.message,
        emoji: inserted.emoji,
        createdAt: inserted.createdAt,
        userName: users.name,
      })
      .from(inserted)
      .innerJoin(users, eq(users.id, inserted.userId));
    const message = presentMessage(row!, row!.userName);
    await this.events.publish(groupId, { type: 'message', data: message });
    return message;
  }
}

function presentMessage(row: typeof chatMessages.$inferSelect, userName: string): ChatMessage {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    message: row.message,
    emoji: row.emoji,
    createdAt: row.createdAt.toISOString(),
  };
}
