/** Where the game screens live (the router in app/router.tsx holds the same patterns). */
export const groupTournamentsPath = (groupId: number) => `/groups/${groupId}/tournaments`;

const tournamentBase = (groupId: number, tournamentId: number) =>
  `/groups/${groupId}/tournament/${tournamentId}`;

export const entryPath = (groupId: number, tournamentId: number, entryId?: number) =>
  `${tournamentBase(groupId, tournamentId)}/entry${entryId ? `/${entryId}` : ''}`;

export const myEntriesPath = (groupId: number, tournamentId: number) =>
  `${tournamentBase(groupId, tournamentId)}/my-entries`;

export const standingsPath = (groupId: number, tournamentId: number) =>
  `${tournamentBase(groupId, tournamentId)}/standings`;
