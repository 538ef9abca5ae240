import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { userNames } from '../auth';

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
