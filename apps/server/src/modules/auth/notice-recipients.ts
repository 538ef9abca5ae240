import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

/** Someone a notice is for: where to mail it, and whether they want such mail. */
export interface NoticeRecipient {
  id: number;
  name: string;
  email: string;
  emailNotifications: boolean;
  /** The owner proved the address: until then no notice is mailed to it (notice-delivery.ts). */
  emailVerified: boolean;
}

/**
 * These people as notices reach them, by id: accounts deleted or imported (nobody signs in to
 * those) are left out, so they get neither a notice nor a mail.
 */
export async function noticeRecipients(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, NoticeRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailNotifications: users.emailNotifications,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(userIds)]),
        isNull(users.deletedAt),
        isNotNull(users.email),
        isNull(users.importedAt),
      ),
    );
  return new Map(
    rows.map(({ emailVerifiedAt, ...row }) => [
      row.id,
      { ...row, email: row.email!, emailVerified: emailVerifiedAt !== null },
    ]),
  );
}
