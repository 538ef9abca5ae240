/**
 * Every API path the web app calls, built in one place from the routes the server declares
 * (apps/server/src/modules/{module}/routes.ts; api-paths.test.ts checks each against them). Hooks
 * call these instead of writing paths out; ids go in as numbers, codes are escaped here.
 */
const code = encodeURIComponent;

const group = (groupId: number) => `/api/pool-groups/${groupId}`;
const groupTournament = (groupId: number, tournamentId: number) =>
  `${group(groupId)}/tournaments/${tournamentId}`;
const groupAdmin = (groupId: number) => `/api/group-admin/${groupId}`;
const adminTournament = (tournamentId: number) => `/api/admin/tournament/${tournamentId}`;
const billingGroup = (groupId: number) => `/api/billing/group/${groupId}`;

export const apiPaths = {
  // ------------------------------------------------------------ accounts and sign-in
  register: () => '/api/auth/register',
  login: () => '/api/auth/login',
  me: () => '/api/auth/me',
  verifyEmail: () => '/api/auth/verify-email',
  resendVerification: () => '/api/auth/resend-verification',
  forgotPassword: () => '/api/auth/forgot-password',
  resetPassword: () => '/api/auth/reset-password',
  changePassword: () => '/api/auth/change-password',
  signOutEverywhere: () => '/api/auth/sign-out-everywhere',
  /** A full-page navigation; `startedAt` keeps a cached redirect from being replayed. */
  googleSignIn: (redirect: string, startedAt: number) =>
    `/api/auth/google?redirect=${code(redirect)}&_t=${startedAt}`,
  passkeyRegisterOptions: () => '/api/auth/passkey/register/options',
  passkeyRegisterVerify: () => '/api/auth/passkey/register/verify',
  passkeyList: () => '/api/auth/passkey/list',
  passkeyRemove: () => '/api/auth/passkey/remove',
  passkeyAuthenticateOptions: () => '/api/auth/passkey/authenticate/options',
  passkeyAuthenticateVerify: () => '/api/auth/passkey/authenticate/verify',
  account: () => '/api/user/account',
  profile: () => '/api/user/profile',
  preferences: () => '/api/user/preferences',
  unsubscribe: () => '/api/user/unsubscribe',
  notices: () => '/api/notices',
  noticesRead: () => '/api/notices/read',
  nudge: (groupId: number, tournamentId: number) =>
    `/api/group-admin/${groupId}/tournaments/${tournamentId}/nudge`,
  myPaymentInfo: () => '/api/user/payment-info',

  // ------------------------------------------------------------ the app, tournaments, history
  config: () => '/api/config',
  dashboard: () => '/api/dashboard',
  tournaments: () => '/api/tournaments',
  leaderboard: (tournamentId: number) => `/api/tournament/${tournamentId}/leaderboard`,
  golfersByTier: (tournamentId: number) => `/api/tournament/${tournamentId}/golfers-by-tier`,
  /** The golfers who count for the caller's entries there, across their groups. */
  myGolfers: (tournamentId: number) => `/api/tournament/${tournamentId}/my-golfers`,
  tournamentHistory: (tournamentId: number) => `/api/tournament/${tournamentId}/history`,
  myHistory: () => '/api/tournaments/history',
  /** The caller's own finishes (place of how many, score, winnings) with totals. */
  myFinishes: () => '/api/tournaments/my-finishes',

  // ------------------------------------------------------------ groups (members)
  groups: () => '/api/pool-groups',
  demo: () => '/api/pool-groups/demo',
  /** The demo group's standings, for visitors (public, read-only; compact like the members'). */
  demoStandingsCompact: (tournamentId: number) =>
    `/api/pool-groups/demo/tournaments/${tournamentId}/standings?shape=compact`,
  demoEntryRooting: (tournamentId: number, entryId: number) =>
    `/api/pool-groups/demo/tournaments/${tournamentId}/entries/${entryId}/rooting`,
  demoEntryChances: (tournamentId: number, entryId: number) =>
    `/api/pool-groups/demo/tournaments/${tournamentId}/entries/${entryId}/chances`,
  /** The "my entry" card of the demo's player, whom a visitor plays as. */
  demoMyEntries: (tournamentId: number) =>
    `/api/pool-groups/demo/tournaments/${tournamentId}/my-entries`,
  joinGroup: (inviteCode: string) => `/api/pool-groups/join/${code(inviteCode)}`,
  invitePreview: (inviteCode: string) => `/api/pool-groups/invite/${code(inviteCode)}`,
  group,
  groupMembers: (groupId: number) => `${group(groupId)}/members`,
  groupMember: (groupId: number, userId: number) => `${group(groupId)}/members/${userId}`,
  groupOwner: (groupId: number) => `${group(groupId)}/owner`,
  groupInviteCode: (groupId: number) => `${group(groupId)}/invite-code`,
  groupRemoved: (groupId: number) => `${group(groupId)}/removed`,
  groupRemovedMember: (groupId: number, userId: number) => `${group(groupId)}/removed/${userId}`,
  groupHistory: (groupId: number) => `${group(groupId)}/history`,
  groupSeason: (groupId: number, year: number) => `${group(groupId)}/season?year=${year}`,
  /** A page of the chat: `before` an id (older messages), at most `limit`. */
  groupMessages: (groupId: number, query?: { before?: number; limit?: number }) => {
    const search = new URLSearchParams();
    if (query?.before !== undefined) search.set('before', String(query.before));
    if (query?.limit !== undefined) search.set('limit', String(query.limit));
    const text = search.toString();
    return `${group(groupId)}/messages${text ? `?${text}` : ''}`;
  },
  groupEvents: (groupId: number) => `${group(groupId)}/events`,
  groupCsvUpload: (groupId: number) => `${group(groupId)}/csv-upload`,
  memberTournaments: (groupId: number) => `${group(groupId)}/available-tournaments`,
  pickSubmissions: (groupId: number) => `${group(groupId)}/pick-submissions`,
  entries: (groupId: number, tournamentId: number) =>
    `${groupTournament(groupId, tournamentId)}/entries`,
  entry: (groupId: number, tournamentId: number, entryId: number) =>
    `${groupTournament(groupId, tournamentId)}/entries/${entryId}`,
  /** Whom an entry should root for, and its chance to win by round. */
  entryRooting: (groupId: number, tournamentId: number, entryId: number) =>
    `${groupTournament(groupId, tournamentId)}/entries/${entryId}/rooting`,
  entryChances: (groupId: number, tournamentId: number, entryId: number) =>
    `${groupTournament(groupId, tournamentId)}/entries/${entryId}/chances`,
  /** The caller's entries during play, for the "my entry" card (rank, chances, whom to root for). */
  myEntries: (groupId: number, tournamentId: number) =>
    `${groupTournament(groupId, tournamentId)}/my-entries`,
  /** The standings with each golfer written once (the default shape repeats them per entry). */
  groupStandingsCompact: (groupId: number, tournamentId: number) =>
    `${groupTournament(groupId, tournamentId)}/standings?shape=compact`,
  /** Their first rows in the same shape, and how many there are in all. */
  groupStandingsHead: (groupId: number, tournamentId: number) =>
    `${groupTournament(groupId, tournamentId)}/standings?shape=head`,
  /** Changes to its fee, payouts, pool type and rules since the first tee time. */
  groupTournamentAudit: (groupId: number, tournamentId: number) =>
    `${groupTournament(groupId, tournamentId)}/audit`,

  // ------------------------------------------------------------ group admins
  adminTournaments: (groupId: number) => `${groupAdmin(groupId)}/tournaments`,
  adminTournament: (groupId: number, tournamentId: number) =>
    `${groupAdmin(groupId)}/tournaments/${tournamentId}`,
  adminAvailableTournaments: (groupId: number) => `${groupAdmin(groupId)}/available-tournaments`,
  toggleEntries: (groupId: number, tournamentId: number) =>
    `${groupAdmin(groupId)}/tournaments/${tournamentId}/toggle-entries`,
  memberPayments: (groupId: number, tournamentId: number) =>
    `${groupAdmin(groupId)}/tournaments/${tournamentId}/member-payments`,
  markPayment: (groupId: number, tournamentId: number) =>
    `${groupAdmin(groupId)}/tournaments/${tournamentId}/mark-payment`,
  financialReport: (groupId: number) => `${groupAdmin(groupId)}/financial-report`,
  groupPaymentInfo: (groupId: number) => `/api/admin/groups/${groupId}/payment-info`,
  membersPaymentInfo: (groupId: number) => `/api/admin/groups/${groupId}/members/payment-info`,

  // ------------------------------------------------------------ billing and card payments
  pricing: () => '/api/billing/pricing',
  billingAdminStatus: () => '/api/billing/user/admin-status',
  billingDashboard: () => '/api/billing/user/dashboard',
  groupPricing: (groupId: number) => `${billingGroup(groupId)}/pricing`,
  canCreateTournament: (groupId: number) => `${billingGroup(groupId)}/can-create-tournament`,
  groupBillingHistory: (groupId: number) => `${billingGroup(groupId)}/tournament-history`,
  createPaymentIntent: () => '/api/stripe/create-payment-intent',
  confirmPayment: () => '/api/stripe/confirm-payment-manual',
  fakeCardConfirm: () => '/api/payments/fake/confirm',

  // ------------------------------------------------------------ the platform administrator
  adminTiers: (tournamentId: number) => `${adminTournament(tournamentId)}/tiers`,
  adminAvailableGolfers: (tournamentId: number) =>
    `${adminTournament(tournamentId)}/available-golfers`,
  adminEntries: (tournamentId: number) => `${adminTournament(tournamentId)}/entries`,
  syncTournaments: () => '/api/admin/sync-tournaments',
  runUpdate: () => '/api/admin/run-update',
  golfDataStatus: () => '/api/admin/golf-data/status',
  historicalUpload: () => '/api/admin/historical/pool-entries/upload',
} as const;

export type ApiPaths = typeof apiPaths;
