import { eq } from 'drizzle-orm';
import type { NewInviteCode, RemovedMember } from '@fairway/contract';
import type { Db } from '../../db/client';
import { poolGroups } from '../../db/schema';
import { forbidden, notFound } from '../../lib/domain-errors';
import { byName, userNames } from '../auth';
import type { LiveWrites } from '../live';
import { DEMO_READ_ONLY, GROUP_NOT_FOUND, type GroupAccess } from './access';
import { generateInviteCode } from './invite-codes';
import { allowBack, removedFrom } from './removed-members';

/** How many fresh codes are drawn before giving up (a clash among 32^8 codes is rare). */
const CODE_DRAWS = 5;

/**
 * Who may come in (docs/rules.md, "Groups"), in an admin's hands: a new invite code ends the
 * old one and every link made with it, and people an admin removed stay out, by any code,
 * until an admin allows them back.
 */
export class GroupInvites {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly live: LiveWrites,
  ) {}

  /**
   * Draws the group a new invite code; the old one finds no group from the commit on. Joining
   * reads the code from the database, never from a memory; the `members` change makes every
   * instance forget the group row it remembered with its memberships, so each shows the new code.
   */
  async newInviteCode(actorId: number, groupId: number): Promise<NewInviteCode> {
    const { group } = await this.access.requireAdmin(
      groupId,
      actorId,
      'Only group admins can change the invite code',
    );
    if (group.isDemo) throw forbidden(DEMO_READ_ONLY);
    const inviteCode = await this.live.write(async (tx, changed) => {
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = generateInviteCode();
        const [taken] = await tx
          .select({ id: poolGroups.id })
          .from(poolGroups)
          .where(eq(poolGroups.inviteCode, code));
        if (taken) continue;
        const [updated] = await tx
          .update(poolGroups)
          .set({ inviteCode: code })
          .where(eq(poolGroups.id, groupId))
          .returning({ inviteCode: poolGroups.inviteCode });
        // Deleted meanwhile.
        if (!updated) throw notFound(GROUP_NOT_FOUND);
        changed({ kind: 'members', groupId });
        return updated.inviteCode;
      }
      throw new Error('Could not draw a unique invite code');
    });
    return { inviteCode };
  }

  /** The people admins removed, by name, with who removed them (a name, or null) and when. */
  async removed(actorId: number, groupId: number): Promise<RemovedMember[]> {
    await this.access.requireAdmin(groupId, actorId, 'Only group admins can see removed members');
    const rows = await removedFrom(this.db, groupId);
    const names = await userNames(
      this.db,
      rows.flatMap((row) => (row.removedBy === null ? [row.userId] : [row.userId, row.removedBy])),
    );
    return rows
      .flatMap((row) => {
        const name = names.get(row.userId);
        if (name === undefined) return [];
        const removedBy = row.removedBy === null ? null : (names.get(row.removedBy) ?? null);
        return [{ userId: row.userId, name, removedAt: row.removedAt.toISOString(), removedBy }];
      })
      .sort((a, b) => byName({ name: a.name, id: a.userId }, { name: b.name, id: b.userId }));
  }

  /** Lets a removed person join again by the group's invite code (404 if not on the list). */
  async allowBack(actorId: number, groupId: number, userId: number): Promise<void> {
    const { group } = await this.access.requireAdmin(
      groupId,
      actorId,
      'Only group admins can allow removed members back',
    );
    if (group.isDemo) throw forbidden(DEMO_READ_ONLY);
    await this.live.write(async (tx, changed) => {
      if (!(await allowBack(tx, groupId, userId))) throw notFound('Removed member not found');
      // Other admins' pages refresh their removed list with the members.
      changed({ kind: 'members', groupId });
    });
  }
}
