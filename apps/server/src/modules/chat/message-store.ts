import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatMessages } from '../../db/schema';
import type { ChatMessage } from '@fairway/contract';
import { userNames } from '../auth';
import type { RecordChange } from '../live';

export type NewChatMessage = typeof chatMessages.$inferInsert;

/** Writes messages in one statement, with no announcement (the demo seed's history). */
export async function addMessages(tx: Tx, messages: readonly NewChatMessage[]): Promise<void> {
  if (messages.length > 0) await tx.insert(chatMessages).values([...messages]);
}

/** A group's first messages, oldest first, with their authors' names. */
export async function firstMessages(
  db: Db | Tx,
  groupId: number,
  limit: number,
): Promise<
  { id: number; userName: string; emoji: string | null; message: string | null; createdAt: Date }[]
> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.groupId, groupId))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  const names = await userNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    userName: names.get(row.userId) ?? '',
    emoji: row.emoji,
    message: row.message,
    createdAt: row.createdAt,
  }));
}

/**
 * Writes a notice Fairway says in a group's chat about a member, in the caller's unit of work
 * (modules/live), and records it: every open page of the group shows it once that commits.
 */
export async function addNotice(
  tx: Tx,
  changed: RecordChange,
  notice: { groupId: number; aboutUserId: number; text: string },
): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      groupId: notice.groupId,
      userId: notice.aboutUserId,
      message: notice.text,
      emoji: null,
      kind: 'notice',
    })
    .returning();
  const names = await userNames(tx, [notice.aboutUserId]);
  const message = presentMessage(row!, names.get(notice.aboutUserId) ?? '');
  changed({ kind: 'message', groupId: notice.groupId, message });
  return message;
}

/** A stored message as readers get it, with its author's name. */
export function presentMessage(
  row: typeof chatMessages.$inferSelect,
  userName: string,
): ChatMessage {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    message: row.message,
    emoji: row.emoji,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}
