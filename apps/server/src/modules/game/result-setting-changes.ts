import { eq } from 'drizzle-orm';
import {
  RESULT_SETTINGS,
  RESULTS_FINAL_MESSAGE,
  resultSettingChangeText,
  resultsFinal,
  toDollars,
  type ResultSetting,
  type ResultSettingChange,
} from '@fairway/domain';
import type { ChatMessage } from '@fairway/contract';
import type { Tx } from '../../db/client';
import { groupTournamentChanges, groupTournaments } from '../../db/schema';
import { conflict, notFound } from '../../lib/domain-errors';
import { userNames } from '../auth';
import { addNotice } from '../chat';
import type { RecordChange } from '../live';
import { findTournament, hasStarted } from '../tournaments';
import { NOT_IN_GROUP, type GroupTournamentRecord } from './store';

/** The columns an edit sets (only those it names). */
export type GroupTournamentValues = Partial<typeof groupTournaments.$inferInsert>;

/**
 * Rules quoted in a chat notice are cut here: a notice stays a line, and its announcement stays
 * far below PostgreSQL's 8,000-byte NOTIFY limit (rules may hold 2,000 characters). The change
 * history keeps them whole.
 */
const NOTICE_QUOTE_LIMIT = 80;

/** Who the notice names when the admin's account is somehow gone already. */
const SOMEONE = 'A group admin';

type ResultColumns = Pick<
  GroupTournamentRecord,
  'entryFeeCents' | 'payoutStructure' | 'poolType' | 'customRules'
>;

/** The result settings as the admin API shows them (a fee "20.00"). */
function resultValuesOf(link: ResultColumns): Record<ResultSetting, string | null> {
  return {
    entry_fee: toDollars(link.entryFeeCents).toFixed(2),
    payout_structure: link.payoutStructure,
    pool_type: link.poolType,
    custom_rules: link.customRules,
  };
}

/** The result settings an edit really changes: setting one to what it is changes nothing. */
export function resultChanges(
  current: GroupTournamentRecord,
  values: GroupTournamentValues,
): ResultSettingChange[] {
  const before = resultValuesOf(current);
  const after = resultValuesOf({ ...current, ...values });
  return RESULT_SETTINGS.filter((setting) => before[setting] !== after[setting]).map((setting) => ({
    setting,
    before: before[setting],
    after: after[setting],
  }));
}

export interface SettingsEdit {
  linkId: number;
  groupId: number;
  tournamentId: number;
  /** The admin making it. */
  userId: number;
  values: GroupTournamentValues;
  now: Date;
}

/**
 * Writes an edit of a group tournament's settings in the caller's transaction, holding its
 * result settings (fee, payout structure, pool type, rules) to docs/rules.md, "Results that
 * stay final": once the tournament is completed a change to them is refused (409, nothing
 * written); from the first tee time each change is recorded with who, when, before and after,
 * and told in the group's chat. Returns those notices, to announce once the transaction commits.
 */
export async function saveSettingsEdit(
  tx: Tx,
  changed: RecordChange,
  edit: SettingsEdit,
): Promise<ChatMessage[]> {
  // Locked until the commit: two admins saving at once take turns, so each recorded "before"
  // is the value the change replaced.
  const [current] = await tx
    .select()
    .from(groupTournaments)
    .where(eq(groupTournaments.id, edit.linkId))
    .for('update');
  // Read in the transaction: a tournament completed since the request began is final too.
  const tournament = await findTournament(tx, edit.tournamentId);
  if (!current || !tournament) throw notFound(NOT_IN_GROUP);
  const changes = resultChanges(current, edit.values);
  if (changes.length > 0 && resultsFinal(tournament.status)) throw conflict(RESULTS_FINAL_MESSAGE);
  await tx.update(groupTournaments).set(edit.values).where(eq(groupTournaments.id, edit.linkId));
  // Before the first tee time nobody's money is at stake yet: changes are free.
  if (changes.length === 0 || !hasStarted(tournament, edit.now)) return [];

  await tx.insert(groupTournamentChanges).values(
    changes.map((change) => ({
      groupId: edit.groupId,
      tournamentId: edit.tournamentId,
      changedBy: edit.userId,
      changedAt: edit.now,
      ...change,
    })),
  );
  const who = (await userNames(tx, [edit.userId])).get(edit.userId) ?? SOMEONE;
  const notices: ChatMessage[] = [];
  for (const change of changes)
    notices.push(
      await addNotice(tx, changed, {
        groupId: edit.groupId,
        aboutUserId: edit.userId,
        text: resultSettingChangeText(who, change, NOTICE_QUOTE_LIMIT),
      }),
    );
  return notices;
}
