import type { ChatMessage, GroupEvent } from '@fairway/contract';
import type { Notice } from '../events';

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
  | { kind: 'player'; userId: number }
  /**
   * A tournament's leaderboard was stored (the feed's update, or an import's placeholder
   * rows): live moves its `leaderboard_version` (tournaments keep it) and every group playing it
   * hears the new version (`group-leaderboard`, recorded by game, which knows who plays it).
   */
  | { kind: 'leaderboard'; tournamentId: number }
  /** The leaderboard under a group's tournament moved to `version`: its standings follow. */
  | { kind: 'group-leaderboard'; groupId: number; tournamentId: number; version: number }
  /** A line in a group's chat, a member's or a notice: every open page shows it. */
  | { kind: 'message'; groupId: number; message: ChatMessage };

export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

/**
 * A change as its handlers hear it once its unit of work is settled: a stored leaderboard with
 * the version live gave it. The others are heard as recorded.
 */
export type Heard<K extends ChangeKind> = K extends 'leaderboard'
  ? ChangeOf<K> & { version: number }
  : ChangeOf<K>;
export type HeardChange = { [K in ChangeKind]: Heard<K> }[ChangeKind];

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
      case 'group-leaderboard': {
        const { groupId, tournamentId, version } = change;
        add(`leaderboard:${tournamentId}:${version}`, groupId, {
          type: 'standings',
          data: { tournamentId, version },
        });
        break;
      }
      case 'message':
        add(`message:${change.message.id}`, change.groupId, {
          type: 'message',
          data: change.message,
        });
        break;
      case 'player':
      case 'leaderboard':
        // Handlers in the writer's transaction turn these into the changes above (game records
        // the group tournaments and groups that show a player, and who plays a tournament).
        break;
    }
  }
  return [...notices.values()];
}
