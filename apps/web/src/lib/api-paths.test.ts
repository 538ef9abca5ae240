import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, type ApiPaths } from './api-paths';

/** Each path function, with arguments, and the path it must build (typed: none may be missing). */
const EXPECTED: { [Name in keyof ApiPaths]: [Parameters<ApiPaths[Name]>, string] } = {
  register: [[], '/api/auth/register'],
  login: [[], '/api/auth/login'],
  me: [[], '/api/auth/me'],
  verifyEmail: [[], '/api/auth/verify-email'],
  resendVerification: [[], '/api/auth/resend-verification'],
  forgotPassword: [[], '/api/auth/forgot-password'],
  resetPassword: [[], '/api/auth/reset-password'],
  changePassword: [[], '/api/auth/change-password'],
  signOutEverywhere: [[], '/api/auth/sign-out-everywhere'],
  googleSignIn: [
    ['/groups/join/AB?x=1', 1_700_000_000_000],
    '/api/auth/google?redirect=%2Fgroups%2Fjoin%2FAB%3Fx%3D1&_t=1700000000000',
  ],
  passkeyRegisterOptions: [[], '/api/auth/passkey/register/options'],
  passkeyRegisterVerify: [[], '/api/auth/passkey/register/verify'],
  passkeyList: [[], '/api/auth/passkey/list'],
  passkeyRemove: [[], '/api/auth/passkey/remove'],
  passkeyAuthenticateOptions: [[], '/api/auth/passkey/authenticate/options'],
  passkeyAuthenticateVerify: [[], '/api/auth/passkey/authenticate/verify'],
  account: [[], '/api/user/account'],
  profile: [[], '/api/user/profile'],
  preferences: [[], '/api/user/preferences'],
  unsubscribe: [[], '/api/user/unsubscribe'],
  notices: [[], '/api/notices'],
  noticesRead: [[], '/api/notices/read'],
  nudge: [[5, 7], '/api/group-admin/5/tournaments/7/nudge'],
  myPaymentInfo: [[], '/api/user/payment-info'],
  config: [[], '/api/config'],
  dashboard: [[], '/api/dashboard'],
  tournaments: [[], '/api/tournaments'],
  leaderboard: [[4], '/api/tournament/4/leaderboard'],
  golfersByTier: [[4], '/api/tournament/4/golfers-by-tier'],
  myGolfers: [[4], '/api/tournament/4/my-golfers'],
  tournamentHistory: [[4], '/api/tournament/4/history'],
  myHistory: [[], '/api/tournaments/history'],
  myFinishes: [[], '/api/tournaments/my-finishes'],
  groups: [[], '/api/pool-groups'],
  demo: [[], '/api/pool-groups/demo'],
  demoStandingsCompact: [[7], '/api/pool-groups/demo/tournaments/7/standings?shape=compact'],
  demoEntryRooting: [[7, 21], '/api/pool-groups/demo/tournaments/7/entries/21/rooting'],
  demoEntryChances: [[7, 21], '/api/pool-groups/demo/tournaments/7/entries/21/chances'],
  demoMyEntries: [[7], '/api/pool-groups/demo/tournaments/7/my-entries'],
  joinGroup: [['AB CD/2'], '/api/pool-groups/join/AB%20CD%2F2'],
  invitePreview: [['ABCD2345'], '/api/pool-groups/invite/ABCD2345'],
  group: [[3], '/api/pool-groups/3'],
  groupMembers: [[3], '/api/pool-groups/3/members'],
  groupMember: [[3, 12], '/api/pool-groups/3/members/12'],
  groupOwner: [[3], '/api/pool-groups/3/owner'],
  groupInviteCode: [[3], '/api/pool-groups/3/invite-code'],
  groupRemoved: [[3], '/api/pool-groups/3/removed'],
  groupRemovedMember: [[3, 12], '/api/pool-groups/3/removed/12'],
  groupHistory: [[3], '/api/pool-groups/3/history'],
  groupSeason: [[3, 2026], '/api/pool-groups/3/season?year=2026'],
  groupMessages: [[3, { before: 90, limit: 50 }], '/api/pool-groups/3/messages?before=90&limit=50'],
  groupEvents: [[3], '/api/pool-groups/3/events'],
  groupCsvUpload: [[3], '/api/pool-groups/3/csv-upload'],
  memberTournaments: [[3], '/api/pool-groups/3/available-tournaments'],
  pickSubmissions: [[3], '/api/pool-groups/3/pick-submissions'],
  entries: [[3, 7], '/api/pool-groups/3/tournaments/7/entries'],
  entry: [[3, 7, 21], '/api/pool-groups/3/tournaments/7/entries/21'],
  entryRooting: [[3, 7, 21], '/api/pool-groups/3/tournaments/7/entries/21/rooting'],
  entryChances: [[3, 7, 21], '/api/pool-groups/3/tournaments/7/entries/21/chances'],
  myEntries: [[3, 7], '/api/pool-groups/3/tournaments/7/my-entries'],
  groupStandingsCompact: [[3, 7], '/api/pool-groups/3/tournaments/7/standings?shape=compact'],
  groupStandingsHead: [[3, 7], '/api/pool-groups/3/tournaments/7/standings?shape=head'],
  groupTournamentAudit: [[3, 7], '/api/pool-groups/3/tournaments/7/audit'],
  adminTournaments: [[3], '/api/group-admin/3/tournaments'],
  adminTournament: [[3, 7], '/api/group-admin/3/tournaments/7'],
  adminAvailableTournaments: [[3], '/api/group-admin/3/available-tournaments'],
  toggleEntries: [[3, 7], '/api/group-admin/3/tournaments/7/toggle-entries'],
  memberPayments: [[3, 7], '/api/group-admin/3/tournaments/7/member-payments'],
  markPayment: [[3, 7], '/api/group-admin/3/tournaments/7/mark-payment'],
  financialReport: [[3], '/api/group-admin/3/financial-report'],
  groupPaymentInfo: [[3], '/api/admin/groups/3/payment-info'],
  membersPaymentInfo: [[3], '/api/admin/groups/3/members/payment-info'],
  pricing: [[], '/api/billing/pricing'],
  billingAdminStatus: [[], '/api/billing/user/admin-status'],
  billingDashboard: [[], '/api/billing/user/dashboard'],
  groupPricing: [[3], '/api/billing/group/3/pricing'],
  canCreateTournament: [[3], '/api/billing/group/3/can-create-tournament'],
  groupBillingHistory: [[3], '/api/billing/group/3/tournament-history'],
  createPaymentIntent: [[], '/api/stripe/create-payment-intent'],
  confirmPayment: [[], '/api/stripe/confirm-payment-manual'],
  fakeCardConfirm: [[], '/api/payments/fake/confirm'],
  adminTiers: [[4], '/api/admin/tournament/4/tiers'],
  adminAvailableGolfers: [[4], '/api/admin/tournament/4/available-golfers'],
  adminEntries: [[4], '/api/admin/tournament/4/entries'],
  syncTournaments: [[], '/api/admin/sync-tournaments'],
  runUpdate: [[], '/api/admin/run-update'],
  golfDataStatus: [[], '/api/admin/golf-data/status'],
  historicalUpload: [[], '/api/admin/historical/pool-entries/upload'],
};

const webSource = join(import.meta.dirname, '..');
const serverModules = join(import.meta.dirname, '../../../server/src/modules');

const sourceFiles = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, file));

/**
 * The routes the server's modules declare (`app.get('/api/...', ...)` and the like), read from
 * their source. A route named by a constant, or a template over a loop's constant list (the
 * payment-info paths served with and without /api), is expanded from the file's own constants.
 */
function serverRoutes(): string[] {
  const routes: string[] = [];
  for (const file of sourceFiles(serverModules)) {
    const text = readFileSync(file, 'utf8');
    const constants = new Map<string, string[]>();
    for (const [, name, value] of text.matchAll(/const (\w+) = ('[^']*'|\[[^\]]*\]);/g))
      constants.set(
        name!,
        [...value!.matchAll(/'([^']*)'/g)].map((match) => match[1]!),
      );
    for (const [, item, list] of text.matchAll(/for \(const (\w+) of (\w+)\)/g))
      constants.set(item!, constants.get(list!) ?? []);
    for (const [, first] of text.matchAll(/\bapp\.(?:get|post|put|delete|patch)\(\s*([^,]+),/g)) {
      const expression = first!.trim();
      if (/^'[^']*'$/.test(expression)) routes.push(expression.slice(1, -1));
      else if (constants.has(expression)) routes.push(...constants.get(expression)!);
      else if (expression.startsWith('`')) {
        let expanded = [expression.slice(1, -1)];
        for (const [placeholder, name] of expression.matchAll(/\$\{(\w+)\}/g))
          expanded = expanded.flatMap((route) =>
            (constants.get(name!) ?? []).map((value) => route.replace(placeholder, value)),
          );
        routes.push(...expanded);
      }
    }
  }
  return routes;
}

/** `/api/pool-groups/:groupId` matches `/api/pool-groups/3`. */
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

describe('apiPaths', () => {
  it.each(Object.entries(EXPECTED))('%s builds %j', (name, [args, expected]) => {
    const build = apiPaths[name as keyof ApiPaths] as (...parameters: unknown[]) => string;
    expect(build(...args)).toBe(expected);
  });

  it('builds only routes the server declares', () => {
    const declared = serverRoutes().map(routePattern);
    // Sanity: the reading found the server's routes (about 85 of them), not a handful.
    expect(declared.length).toBeGreaterThan(70);
    const undeclared = Object.values(EXPECTED)
      .map(([, path]) => path.split('?')[0]!)
      .filter((path) => !declared.some((pattern) => pattern.test(path)));
    expect(undeclared).toEqual([]);
  });

  it('is the only place the web app writes an /api/ path (tests aside)', () => {
    const writers = sourceFiles(webSource)
      .filter((file) => !/[\\/]test[\\/]/.test(file) && !file.endsWith('api-paths.ts'))
      .filter((file) => /['`]\/api\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(webSource, file));
    expect(writers).toEqual([]);
  });
});
