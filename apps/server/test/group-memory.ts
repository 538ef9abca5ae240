import type { FastifyInstance } from 'fastify';

/**
 * Every key an instance remembers for a group, by memory: standings bodies and entries, group
 * tournament facts, memberships, member counts and entry counts. Keys start "groupId:" (and
 * then the tournament id), so `tournamentId` narrows them to one of the group's tournaments.
 */
export function rememberedOf(app: FastifyInstance, groupId: number, tournamentId?: number) {
  const { standings, groupTournaments, groupAccess, memberCounts, summaries } = app.services;
  const prefix = tournamentId === undefined ? `${groupId}:` : `${groupId}:${tournamentId}`;
  const mine = (keys: string[]) =>
    keys.filter((key) =>
      tournamentId === undefined
        ? key.startsWith(prefix)
        : key === prefix || key.startsWith(`${prefix}:`),
    );
  const memory = standings.memory();
  return {
    standingsBodies: mine(memory.bodies),
    standingsEntries: mine(memory.entries),
    groupTournaments: mine(groupTournaments.keys()),
    memberships: mine(groupAccess.keys()),
    memberCounts: mine(memberCounts.keys()),
    entryCounts: mine(summaries.keys()),
  };
}

/** What rememberedOf answers when nothing is left. */
export const NOTHING_REMEMBERED = {
  standingsBodies: [],
  standingsEntries: [],
  groupTournaments: [],
  memberships: [],
  memberCounts: [],
  entryCounts: [],
};
