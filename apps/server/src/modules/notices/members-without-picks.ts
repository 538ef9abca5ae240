import type { Db, Tx } from '../../db/client';
import { noticeRecipients, type NoticeRecipient } from '../auth';
import { playersWithEntries } from '../game';
import { membersInJoinOrder } from '../groups';

/** A group's members with no entry in one of its tournaments, as notices reach them. */
export async function membersWithoutPicks(
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
): Promise<Map<number, NoticeRecipient>> {
  const [members, entered] = await Promise.all([
    membersInJoinOrder(db, groupId),
    playersWithEntries(db, groupId, tournamentId),
  ]);
  return noticeRecipients(
    db,
    members.filter((member) => !entered.has(member.id)).map((member) => member.id),
  );
}
