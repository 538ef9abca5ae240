import type { GroupEvent } from '@fairway/contract';
import type { Notice } from '../events/bus';

/**
 * What a write changed, in the words the live views need (docs/architecture.md, "The live read
 * model"). A writer records these in its unit of work (LiveWrites.write) and never bumps a
 * version, forgets a cache or announces anything itself.
 */
export type Change =
  /** A group tournament's entries, settings or fee payment: its standings are rebuilt. */
  | { kind: 'group-tournament'; groupId: number; tournamentId: number }
  /** A tournament was taken out of a group: what was remembered of it is forgotten. */
  | { kind: 'tournament-removed'; groupId: number; tournamentId: number }
  /**
   * Someone joined (`joinedUserId`), left or was removed (`removedUserId`), or changed role:
   * the members list, counts and the dashboards of the group's members (and theirs) change.
   */
  | {
      kind: 'members';
      groupId: number;
      joinedUserId?: number | undefined;
      removedUserId?: number | undefined;
    }
  | { kind: 'group-deleted'; groupId: number }
  /**
   * A player's name or account changed: it shows in the standings of every group tournament
   * they entered and on their own dashboard.
   */
  | { kind: 'player'; userId: number };

export type RecordChange = (change: Change) => void;

/**
 * The events that tell every instance (and every open page) about the changes: one per group
 * tournament or group, the same tournament's groups together. Recorded twice, said once.
 */
export function noticesOf(changes: readonly Change[]): Notice[] {
  const notices = new Map<string, Notice>();
  const add = (key: string, groupId: number, event: GroupEvent) => {
    const notice = notices.get(key) ?? { groupIds: [], event };
    if (!notice.groupIds.includes(groupId)) notice.groupIds.push(groupId);
    notices.set(key, notice);
  };
  for (const change of changes) {
    switch (change.kind) {
      case 'group-tournament':
        add(`standings:${change.tournamentId}`, change.groupId, {
          type: 'standings',
          data: { tournamentId: change.tournamentId },
        });
        break;
      case 'tournament-removed':
        add(`removed:${change.groupId}:${change.tournamentId}`, change.groupId, {
          type: 'standings',
          data: { tournamentId: change.tournamentId, removed: true },
        });
        break;
      case 'members': {
        const { groupId, joinedUserId, removedUserId } = change;
        add(`members:${groupId}:${joinedUserId ?? ''}:${removedUserId ?? ''}`, groupId, {
          type: 'members',
          data: {
            groupId,
            ...(joinedUserId !== undefined && { joinedUserId }),
            ...(removedUserId !== undefined && { removedUserId }),
          },
        });
        break;
      }
      case 'group-deleted':
        add(`deleted:${change.groupId}`, change.groupId, {
          type: 'members',
          data: { groupId: change.groupId, groupDeleted: true },
        });
        break;
      case 'player':
        // LiveWrites turns it into the group tournaments and groups that show the player.
        break;
    }
  }
  return [...notices.values()];
}
