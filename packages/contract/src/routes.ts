import { del, get, post, put, type Route } from './route-paths';

export {
  pathTo,
  type ParamNames,
  type QueryValues,
  type Route,
  type RouteMethod,
  type RouteParams,
} from './route-paths';

/**
 * Every route of the API, each written once: the server registers its routes from here
 * (`app.get(routes.me.path, ...)`), the web app builds its URLs with `pathTo(routes.me)`, and
 * apps/server/test/routes.test.ts checks the server serves each exactly once, with its
 * method. Param names are the server's own (`:id` where its params schema says `id`). Only the
 * test hooks and the API docs stay outside.
 */
export const routes = {
  // ------------------------------------------------------------ accounts and sign-in
  register: post('/api/auth/register'),
  login: post('/api/auth/login'),
  me: get('/api/auth/me'),
  verifyEmail: post('/api/auth/verify-email'),
  resendVerification: post('/api/auth/resend-verification'),
  forgotPassword: post('/api/auth/forgot-password'),
  resetPassword: post('/api/auth/reset-password'),
  changePassword: post('/api/auth/change-password'),
  signOutEverywhere: post('/api/auth/sign-out-everywhere'),
  deleteAccount: del('/api/user/account'),
  /** A full-page navigation (`?redirect=...&_t=...`); every answer is a redirect. */
  googleSignIn: get('/api/auth/google'),
  googleSignInCallback: get('/api/auth/google/callback'),
  passkeyRegisterOptions: get('/api/auth/passkey/register/options'),
  passkeyRegisterVerify: post('/api/auth/passkey/register/verify'),
  passkeyList: get('/api/auth/passkey/list'),
  passkeyRemove: del('/api/auth/passkey/remove'),
  passkeyAuthenticateOptions: post('/api/auth/passkey/authenticate/options'),
  passkeyAuthenticateVerify: post('/api/auth/passkey/authenticate/verify'),

  // ------------------------------------------------------------ the member's own settings
  profile: get('/api/user/profile'),
  updateProfile: put('/api/user/profile'),
  preferences: get('/api/user/preferences'),
  updatePreferences: put('/api/user/preferences'),
  /** The preferences by their snake_case names. */
  updateSettings: put('/api/user/settings'),
  myPaymentInfo: get('/api/user/payment-info'),
  saveMyPaymentInfo: post('/api/user/payment-info'),
  deleteMyPaymentInfo: del('/api/user/payment-info'),
  notices: get('/api/notices'),
  noticesRead: post('/api/notices/read'),
  unsubscribe: post('/api/user/unsubscribe'),
  /** A mail app's own unsubscribe button (`?token=...`), the List-Unsubscribe address. */
  oneClickUnsubscribe: post('/api/user/unsubscribe/one-click'),

  // ------------------------------------------------------------ the app, tournaments, history
  config: get('/api/config'),
  dashboard: get('/api/dashboard'),
  tournaments: get('/api/tournaments'),
  leaderboard: get('/api/tournament/:id/leaderboard'),
  golfersByTier: get('/api/tournament/:id/golfers-by-tier'),
  /** The golfers who count for the caller's entries there, across their groups. */
  myGolfers: get('/api/tournament/:id/my-golfers'),
  tournamentHistory: get('/api/tournament/:tournamentId/history'),
  myHistory: get('/api/tournaments/history'),
  /** The caller's own finishes (place of how many, score, winnings) with totals. */
  myFinishes: get('/api/tournaments/my-finishes'),

  // ------------------------------------------------------------ the demo, for visitors
  demo: get('/api/pool-groups/demo'),
  /** Public and read-only; `?shape=compact` as the members' standings. */
  demoStandings: get('/api/pool-groups/demo/tournaments/:tournamentId/standings'),
  /** The "my entry" card of the demo's player, whom a visitor plays as. */
  demoMyEntries: get('/api/pool-groups/demo/tournaments/:tournamentId/my-entries'),
  demoEntryRooting: get('/api/pool-groups/demo/tournaments/:tournamentId/entries/:entryId/rooting'),
  demoEntryChances: get('/api/pool-groups/demo/tournaments/:tournamentId/entries/:entryId/chances'),

  // ------------------------------------------------------------ groups (members)
  groups: get('/api/pool-groups'),
  createGroup: post('/api/pool-groups'),
  joinGroup: post('/api/pool-groups/join/:inviteCode'),
  invitePreview: get('/api/pool-groups/invite/:inviteCode'),
  group: get('/api/pool-groups/:groupId'),
  deleteGroup: del('/api/pool-groups/:groupId'),
  groupMembers: get('/api/pool-groups/:groupId/members'),
  removeMember: del('/api/pool-groups/:groupId/members/:userId'),
  groupOwner: put('/api/pool-groups/:groupId/owner'),
  groupInviteCode: post('/api/pool-groups/:groupId/invite-code'),
  groupRemoved: get('/api/pool-groups/:groupId/removed'),
  groupRemovedMember: del('/api/pool-groups/:groupId/removed/:userId'),
  groupHistory: get('/api/pool-groups/:groupId/history'),
  /** `?year=...` */
  groupSeason: get('/api/pool-groups/:groupId/season'),
  /** A page of the chat: `?before=` an id (older messages), `&limit=` at most how many. */
  groupMessages: get('/api/pool-groups/:groupId/messages'),
  postMessage: post('/api/pool-groups/:groupId/messages'),
  /** The group's live event stream. */
  groupEvents: get('/api/pool-groups/:groupId/events'),
  groupCsvUpload: post('/api/pool-groups/:groupId/csv-upload'),
  memberTournaments: get('/api/pool-groups/:groupId/available-tournaments'),
  pickSubmissions: get('/api/pool-groups/:groupId/pick-submissions'),
  entries: get('/api/pool-groups/:groupId/tournaments/:tournamentId/entries'),
  /** A new entry, or an edit when the body carries entry_id. */
  saveEntry: post('/api/pool-groups/:groupId/tournaments/:tournamentId/entries'),
  deleteEntry: del('/api/pool-groups/:groupId/tournaments/:tournamentId/entries/:entryId'),
  /** `?shape=compact` writes each golfer once; `?shape=head` is the first rows and the count. */
  standings: get('/api/pool-groups/:groupId/tournaments/:tournamentId/standings'),
  /** The caller's entries during play, for the "my entry" card (rank, chances, whom to root for). */
  myEntries: get('/api/pool-groups/:groupId/tournaments/:tournamentId/my-entries'),
  /** Whom an entry should root for, and its chance to win by round. */
  entryRooting: get('/api/pool-groups/:groupId/tournaments/:tournamentId/entries/:entryId/rooting'),
  entryChances: get('/api/pool-groups/:groupId/tournaments/:tournamentId/entries/:entryId/chances'),
  /** Changes to its fee, payouts, pool type and rules since the first tee time. */
  groupTournamentAudit: get('/api/pool-groups/:groupId/tournaments/:tournamentId/audit'),

  // ------------------------------------------------------------ group admins
  adminTournaments: get('/api/group-admin/:groupId/tournaments'),
  addTournament: post('/api/group-admin/:groupId/tournaments'),
  updateTournament: put('/api/group-admin/:groupId/tournaments/:tournamentId'),
  deleteTournament: del('/api/group-admin/:groupId/tournaments/:tournamentId'),
  adminAvailableTournaments: get('/api/group-admin/:groupId/available-tournaments'),
  toggleEntries: post('/api/group-admin/:groupId/tournaments/:tournamentId/toggle-entries'),
  nudge: post('/api/group-admin/:groupId/tournaments/:tournamentId/nudge'),
  memberPayments: get('/api/group-admin/:groupId/tournaments/:tournamentId/member-payments'),
  markPayment: post('/api/group-admin/:groupId/tournaments/:tournamentId/mark-payment'),
  financialReport: get('/api/group-admin/:groupId/financial-report'),
  /** Also served without /api (the spec shows both): modules/payment-info/routes.ts. */
  groupPaymentInfo: get('/api/admin/groups/:groupId/payment-info'),
  saveGroupPaymentInfo: post('/api/admin/groups/:groupId/payment-info'),
  deleteGroupPaymentInfo: del('/api/admin/groups/:groupId/payment-info'),
  membersPaymentInfo: get('/api/admin/groups/:groupId/members/payment-info'),

  // ------------------------------------------------------------ billing and card payments
  pricing: get('/api/billing/pricing'),
  billingAdminStatus: get('/api/billing/user/admin-status'),
  billingDashboard: get('/api/billing/user/dashboard'),
  groupPricing: get('/api/billing/group/:groupId/pricing'),
  canCreateTournament: get('/api/billing/group/:groupId/can-create-tournament'),
  groupBillingHistory: get('/api/billing/group/:groupId/tournament-history'),
  createPaymentIntent: post('/api/stripe/create-payment-intent'),
  confirmPayment: post('/api/stripe/confirm-payment-manual'),
  /** Served only with the `fake` payment provider. */
  fakeCardConfirm: post('/api/payments/fake/confirm'),
  stripeWebhook: post('/api/stripe/webhook'),

  // ------------------------------------------------------------ the platform administrator
  adminTiers: get('/api/admin/tournament/:id/tiers'),
  saveAdminTiers: post('/api/admin/tournament/:id/tiers'),
  adminAvailableGolfers: get('/api/admin/tournament/:id/available-golfers'),
  adminEntries: get('/api/admin/tournament/:id/entries'),
  syncTournaments: post('/api/admin/sync-tournaments'),
  runUpdate: post('/api/admin/run-update'),
  golfDataStatus: get('/api/admin/golf-data/status'),
  historicalUpload: post('/api/admin/historical/pool-entries/upload'),
  debugEnv: get('/api/debug/env'),
} satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
