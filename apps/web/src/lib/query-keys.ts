/**
 * The query-cache keys more than one feature uses: one feature's change refreshes another's
 * screen through them, so they live here rather than inside either feature. Keys only one
 * feature reads or invalidates stay in that feature's api/.
 *
 * Everything about one group sits under ['groups', groupId], so invalidating ['groups'] refreshes
 * the list and every group page at once.
 */
export const groupKeys = {
  all: ['groups'] as const,
  detail: (groupId: number) => ['groups', groupId] as const,
  members: (groupId: number) => ['groups', groupId, 'members'] as const,
  /** The members admins removed (admins only). */
  removed: (groupId: number) => ['groups', groupId, 'removed'] as const,
};

/** A group's chat: the chat shows it, the group's live stream adds each new message to it. */
export const messagesKey = (groupId: number) => ['groups', groupId, 'messages'] as const;

/** Groups are fresh for 5 minutes and kept for 30. */
export const GROUPS_STALE_MS = 5 * 60_000;
export const GROUPS_GC_MS = 30 * 60_000;

/** The dashboard shows the user's groups and entries too, so changes to either refresh it. */
export const dashboardKey = ['dashboard'] as const;

/**
 * Every standings query of a group starts with this (one per tournament): the group's live
 * stream invalidates it when the leaderboard moves, and a changed entry refreshes it.
 */
export const groupStandingsKey = (groupId: number) => ['groups', groupId, 'standings'] as const;

export const standingsKey = (groupId: number, tournamentId: number) =>
  ['groups', groupId, 'standings', tournamentId] as const;

/** The standings' first rows, shown while a big pool's whole body is on its way. */
export const standingsHeadKey = (groupId: number, tournamentId: number) =>
  [...standingsKey(groupId, tournamentId), 'head'] as const;

/** An entry's forecast beyond its row (rooting, chances by round): refreshed with the standings. */
export const entryForecastKey = (
  groupId: number,
  tournamentId: number,
  entryId: number,
  part: 'rooting' | 'chances',
) => [...standingsKey(groupId, tournamentId), 'entry', entryId, part] as const;

/**
 * The caller's own entries in a tournament ("my entry" card): under the standings' key, so the
 * live stream's "standings changed" and a changed entry refresh it with the standings.
 */
export const myEntriesKey = (groupId: number, tournamentId: number) =>
  [...standingsKey(groupId, tournamentId), 'mine'] as const;

/**
 * The golfers who count for the caller's entries in a tournament, across their groups (the
 * leaderboard marks them): a saved or deleted entry refreshes them.
 */
export const myGolfersKey = (tournamentId: number) => ['my-golfers', tournamentId] as const;

/** Inside the group's key, so refreshing everything about a group refreshes the report too. */
export const financialReportKey = (groupId: number) =>
  ['groups', groupId, 'financial-report'] as const;

/**
 * A group's tournament change histories (fee, payouts, pool type, rules since the first tee
 * time): the group's live stream refreshes them when Fairway posts a notice in its chat.
 */
export const groupTournamentChangesKey = (groupId: number) =>
  ['groups', groupId, 'tournament-changes'] as const;

export const tournamentChangesKey = (groupId: number, tournamentId: number) =>
  [...groupTournamentChangesKey(groupId), tournamentId] as const;
