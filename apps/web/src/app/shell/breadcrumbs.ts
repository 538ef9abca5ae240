/** One step of the trail; `to` only when that path is a screen of the app, else plain text. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The names a trail can show, from data the app already holds (undefined while unknown). */
export interface CrumbNames {
  group?: (groupId: number) => string | undefined;
  tournament?: (tournamentId: number) => string | undefined;
}

const labels: Record<string, string> = {
  groups: 'Groups',
  new: 'New Group',
  join: 'Join',
  tournaments: 'Tournaments',
  entry: 'Entry',
  entries: 'Entries',
  'my-entries': 'My Entries',
  standings: 'Standings',
  payments: 'Payments',
  admin: 'Admin',
  history: 'History',
  'financial-report': 'Financial Report',
  profile: 'Profile',
  leaderboard: 'Leaderboard',
  billing: 'Billing',
  pricing: 'Pricing',
  tiers: 'Tiers',
  historical: 'Historical Data',
  demo: 'Demo',
  terms: 'Terms',
  privacy: 'Privacy',
  contact: 'Contact',
  features: 'Features',
  auth: 'Account',
  login: 'Login',
  diagnostic: 'Diagnostic',
  error: 'Error',
  'test-sentry': 'Error Reporting Test',
};

/** Neutral labels while a name is loading (or cannot be known). */
export const GROUP_PLACEHOLDER = 'Group';
export const TOURNAMENT_PLACEHOLDER = 'Tournament';

const isNumeric = (segment: string) => /^\d+$/.test(segment);
const titleCase = (segment: string) =>
  segment.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The group and tournament ids a path names (/groups/{id}/..., .../tournament/{id}/...). */
export function idsInPath(pathname: string): {
  groupId: number | null;
  tournamentId: number | null;
} {
  const segments = pathname.split('/').filter(Boolean);
  const after = (name: string) => {
    const next = segments[segments.indexOf(name) + 1];
    return segments.includes(name) && next && isNumeric(next) ? Number(next) : null;
  };
  return { groupId: after('groups'), tournamentId: after('tournament') };
}

/**
 * Breadcrumbs from the path (docs/rules.md "Screens"): the group and the tournament by name, known
 * segments by their labels, other numeric segments skipped; the tournament/standings pair reads
 * "Tournament Standings". A step links only where `isRoute` says a screen exists.
 */
export function breadcrumbsFor(
  pathname: string,
  isRoute: (path: string) => boolean,
  names: CrumbNames = {},
): Crumb[] {
  // The financial report shows its own, richer trail (Groups > group > Admin).
  if (pathname.endsWith('/financial-report')) return [];
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  const add = (label: string, upTo: number) => {
    const to = `/${segments.slice(0, upTo + 1).join('/')}`;
    crumbs.push(isRoute(to) ? { label, to } : { label });
  };
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const previous = segments[i - 1];
    if (isNumeric(segment)) {
      if (previous === 'groups') add(names.group?.(Number(segment)) ?? GROUP_PLACEHOLDER, i);
      continue;
    }
    // An invite code after /join is not a place to go back to.
    if (previous === 'join') continue;
    if (segment === 'tournament' && isNumeric(segments[i + 1] ?? '')) {
      add(names.tournament?.(Number(segments[i + 1])) ?? TOURNAMENT_PLACEHOLDER, i + 1);
      i += 1;
      if (segments[i + 1] === 'standings') {
        add('Tournament Standings', i + 1);
        i += 1;
      }
      continue;
    }
    add(labels[segment] ?? titleCase(decodeURIComponent(segment)), i);
  }
  return crumbs;
}
