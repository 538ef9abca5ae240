import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountEpochs } from '../../security/sessions';

/**
 * Accounts' session epochs, for the session check (security/sessions.ts): a token is accepted
 * while the epoch it was issued in is its account's current one.
 */
export class SessionEpochs implements AccountEpochs {
  constructor(private readonly db: Db) {}

  async current(userId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ sessionEpoch: users.sessionEpoch, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row && !row.deletedAt ? row.sessionEpoch : null;
  }

  async bump(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
      .where(eq(users.id, userId))
      .returning({ sessionEpoch: users.sessionEpoch });
    return row!.sessionEpoch;
  }
}
