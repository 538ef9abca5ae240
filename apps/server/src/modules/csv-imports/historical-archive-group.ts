import type { Db } from '../../db/client';
import { lockSetting, writeSetting } from '../../db/settings';
import { addMembers, createGroup, findGroup } from '../groups';

/** The archive group's name (docs/rules.md "CSV imports"). */
export const ARCHIVE_GROUP_NAME = 'Imported history';
const ARCHIVE_GROUP_DESCRIPTION =
  'Entries imported from historical CSV files by the platform administrator.';
const archiveSettingKey = (ownerId: number) => `csv_imports.archive_group.${ownerId}`;

/** The owner's "Imported history" group, created (with the owner as its admin) on first use. */
export async function archiveGroup(db: Db, ownerId: number): Promise<number> {
  const key = archiveSettingKey(ownerId);
  return db.transaction(async (tx) => {
    // The setting's row is the lock: two first imports at once create one group.
    const known = Number(await lockSetting(tx, key, ''));
    if (Number.isInteger(known) && known > 0) {
      const group = await findGroup(tx, known);
      if (group) {
        await addMembers(tx, group.id, [{ userId: ownerId, role: 'admin' }]);
        return group.id;
      }
    }
    const groupId = await createGroup(tx, {
      name: ARCHIVE_GROUP_NAME,
      description: ARCHIVE_GROUP_DESCRIPTION,
      isPrivate: true,
      createdBy: ownerId,
    });
    await writeSetting(tx, key, String(groupId));
    return groupId;
  });
}
