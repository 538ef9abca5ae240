import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

/** What a person sees and changes of their own account on the profile page (no credentials). */
export type OwnAccount = { email: string } & Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'createdAt' | 'emailVerifiedAt' | 'emailNotifications' | 'privateProfile'
>;

/** The profile's Settings toggles (docs/rules.md, "Profile"); those left out stay as they are. */
export type AccountSettings = Partial<Pick<OwnAccount, 'emailNotifications' | 'privateProfile'>>;

const ownAccountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  emailNotifications: users.emailNotifications,
  privateProfile: users.privateProfile,
};

/** The account, or undefined when there is none (or it was deleted: it has no email then). */
export async function findOwnAccount(db: Db | Tx, userId: number): Promise<OwnAccount | undefined> {
  const [row] = await db.select(ownAccountColumns).from(users).where(eq(users.id, userId));
  return ownAccount(row);
}

/** Gives the account a new display name (the caller records the change: standings show it). */
export async function renameAccount(tx: Tx, userId: number, name: string): Promise<void> {
  await tx.update(users).set({ name }).where(eq(users.id, userId));
}

/** Saves the given settings; answers the account as saved, or undefined when there is none. */
export async function saveAccountSettings(
  db: Db | Tx,
  userId: number,
  settings: AccountSettings,
): Promise<OwnAccount | undefined> {
  const [row] = await db
    .update(users)
    .set(settings)
    .where(eq(users.id, userId))
    .returning(ownAccountColumns);
  return ownAccount(row);
}

function ownAccount(
  row: (Omit<OwnAccount, 'email'> & { email: string | null }) | undefined,
): OwnAccount | undefined {
  return row?.email ? { ...row, email: row.email } : undefined;
}
