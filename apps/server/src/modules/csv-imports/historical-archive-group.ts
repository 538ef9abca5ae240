import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, groupMembers, poolGroups } from '../../db/schema';
import { generateInviteCode } from '../groups';

/** The archive group's name (docs/rules.md "CSV imports"). */
export const ARCHIVE_GROUP_NAME = 'Imported history';
const ARCHIVE_GROUP_DESCRIPTION =
  'Entries imported from historical CSV files by the platform administrator.';
const archiveSettingKey = (ownerId: number) => `csv_imports.archive_group.${ownerId}`;

/** The owner's "Imported history" group, created (with the owner as its admin) on first use. */
export async function archiveGroup(db: Db, ownerId: number): Promise<number> {
  const key = archiveSettingKey(ownerId);
  return db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key, value: '' }).onConflictDoNothing();
    const [setting] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, key))
      .for('update');
    const known = Number(setting?.value);
    if (Number.isInteger(known) && known > 0) {
      const [group] = await tx
        .select({ id: poolGroups.id })
        .from(poolGroups)
        .where(eq(poolGroups.id, known));
      if (group) {
        await tx
          .insert(groupMembers)
          .values({ groupId: group.id, userId: ownerId, role: 'admin' })
          .onConflictDoNothing();
        return group.id;
      }
    }
    let groupId: number | null = null;
    // A clash among 32^8 invite codes is rare; a few fresh draws settle it.
    for (let attempt = 0; attempt < 5 && groupId === null; attempt += 1) {
      const [group] = await tx
        .insert(poolGroups)
        .values({
          name: ARCHIVE_GROUP_NAME,
          description: ARCHIVE_GROUP_DESCRIPTION,
          isPrivate: true,
          inviteCode: generateInviteCode(),
          createdBy: ownerId,
        })
        .onConflictDoNothing({ target: poolGroups.inviteCode })
        .returning({ id: poolGroups.id });
      groupId = group?.id ?? null;
    }
    if (groupId === null) throw new Error('Could not draw a unique invite code');
    await tx.insert(groupMembers).values({ groupId, userId: ownerId, role: 'admin' });
    await tx
      .update(appSettings)
      .set({ value: String(groupId) })
      .where(eq(appSettings.key, key));
    return groupId;
  });
}
