import { and, desc, eq } from 'drizzle-orm';
import type { GroupTournamentChange } from '@fairway/contract';
import type { ResultSetting } from '@fairway/domain';
import type { Db } from '../../db/client';
import { groupTournamentChanges } from '../../db/schema';
import { userNames } from '../auth';
import type { GroupAccess } from '../groups';
import { loadGroupTournament } from './store';

/**
 * The newest changes listed: a tournament's settings change rarely, and each admin at most
 * 30 times in 10 minutes (settings-edits.ts), so this is the whole story in practice.
 */
export const AUDIT_LIST_LIMIT = 200;

/**
 * What changed in a group tournament's fee, payout structure, pool type and rules after its
 * first tee time (docs/rules.md, "Results that stay final"): for every member, whose pool's
 * money it is.
 */
export class SettingsAudit {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
  ) {}

  async list(
    userId: number,
    groupId: number,
    tournamentId: number,
  ): Promise<GroupTournamentChange[]> {
    await this.access.requireMember(groupId, userId);
    // 404 for a tournament the group does not play, as every group tournament route answers.
    await loadGroupTournament(this.db, groupId, tournamentId);
    const rows = await this.db
      .select()
      .from(groupTournamentChanges)
      .where(
        and(
          eq(groupTournamentChanges.groupId, groupId),
          eq(groupTournamentChanges.tournamentId, tournamentId),
        ),
      )
      .orderBy(desc(groupTournamentChanges.changedAt), desc(groupTournamentChanges.id))
      .limit(AUDIT_LIST_LIMIT);
    const names = await userNames(
      this.db,
      rows.flatMap((row) => (row.changedBy === null ? [] : [row.changedBy])),
    );
    return rows.map((row) => ({
      id: row.id,
      changed_by: row.changedBy === null ? null : (names.get(row.changedBy) ?? null),
      changed_at: row.changedAt.toISOString(),
      // Written only from RESULT_SETTINGS (result-setting-changes.ts).
      setting: row.setting as ResultSetting,
      before: row.before,
      after: row.after,
    }));
  }
}
