import { and, count, desc, eq, isNull, like } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notices } from '../../db/schema';

export type NoticeRecord = typeof notices.$inferSelect;
export type NewNotice = Pick<
  NoticeRecord,
  'userId' | 'kind' | 'dedupeKey' | 'title' | 'body' | 'link'
>;

/**
 * Records a notice unless one with its key exists: true when this call recorded it, so the
 * caller mails it in the same transaction, once, however many instances try.
 */
export async function recordNotice(tx: Tx, notice: NewNotice, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(notices)
    // The app's clock, not the database's: a nudge's hour is measured on it.
    .values({ ...notice, createdAt: at })
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id });
  return inserted.length > 0;
}

/** A person's latest notices, newest first. */
export function latestNotices(db: Db | Tx, userId: number, limit: number): Promise<NoticeRecord[]> {
  return db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.id))
    .limit(limit);
}

export async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** Marks every unread notice of the person read. */
export async function markAllRead(db: Db | Tx, userId: number, at: Date): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: at })
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
}

/** When the latest notice whose key starts with `keyPrefix` was recorded, if any. */
export async function latestNoticeAt(db: Db | Tx, keyPrefix: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: notices.createdAt })
    .from(notices)
    .where(like(notices.dedupeKey, `${keyPrefix}%`))
    .orderBy(desc(notices.createdAt))
    .limit(1);
  return row?.createdAt;
}
