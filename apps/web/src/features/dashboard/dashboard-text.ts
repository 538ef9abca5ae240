import type { DashboardResponse } from '@fairway/contract';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 groups · 2 active entries · 1 urgent deadline" */
export const summaryLine = ({
  totalGroups,
  activeEntries,
  urgentDeadlines,
}: DashboardResponse['summary']) =>
  [
    count(totalGroups, 'group'),
    count(activeEntries, 'active entry', 'active entries'),
    count(urgentDeadlines, 'urgent deadline'),
  ].join(' · ');

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** "Welcome back, Nelly" to someone who plays; a newcomer with no group yet is not "back". */
export const greeting = (user: { name: string; groups: readonly unknown[] }) =>
  `${user.groups.length === 0 ? 'Welcome' : 'Welcome back'}, ${firstName(user.name)}`;

/** "2 entries", "1 entry", or "No entry yet". */
export const entriesLabel = (entries: number) =>
  entries === 0 ? 'No entry yet' : count(entries, 'entry', 'entries');

/** The group's tournament list, a tournament's entry form (one tap to picking) and its standings. */
export const groupTournamentsPath = (groupId: number) => `/groups/${groupId}/tournaments`;
export const entryFormPath = (groupId: number, tournamentId: number) =>
  `/groups/${groupId}/tournament/${tournamentId}/entry`;
export const standingsPath = (groupId: number, tournamentId: number) =>
  `/groups/${groupId}/tournament/${tournamentId}/standings`;
