import { and, desc, eq, lt } from 'drizzle-orm';
import { CHAT_RATE_LIMIT_MESSAGE, type ChatMessage } from '@fairway/contract';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { forbidden } from '../../lib/domain-errors';
import type { Limiter, RateLimits } from '../../security/limiter';
import { userNames } from '../auth';
import type { GroupAccess } from '../groups';
import type { LiveWrites } from '../live';
import { presentMessage } from './message-store';

export class ChatService {
  readonly #postsPerMinute: Limiter;

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly live: LiveWrites,
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
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.groupId, groupId),
          page.before ? lt(chatMessages.id, page.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(page.limit);
    const names = await userNames(
      this.db,
      rows.map((message) => message.userId),
    );
    // An author whose account went meanwhile (an imported one, claimed) is left out.
    return rows.reverse().flatMap((message) => {
      const userName = names.get(message.userId);
      return userName === undefined ? [] : [presentMessage(message, userName)];
    });
  }

  async post(
    userId: number,
    groupId: number,
    body: { message: string; emoji: string | null },
  ): Promise<ChatMessage> {
    const { group } = await this.access.requireMember(groupId, userId);
    if (group.isDemo) throw forbidden('The demo group is read-only');
    await this.#postsPerMinute.consume(`${userId}:${groupId}`, CHAT_RATE_LIMIT_MESSAGE);
    // Recorded with its author's name, which every reader of the message needs.
    return this.live.write(async (tx, changed) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({ groupId, userId, message: body.message || null, emoji: body.emoji })
        .returning();
      const names = await userNames(tx, [userId]);
      const message = presentMessage(row!, names.get(userId)!);
      changed({ kind: 'message', groupId, message });
      return message;
    });
  }
}
