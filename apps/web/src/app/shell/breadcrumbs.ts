export interface Crumb {
  label: string;
  to: string;
}

const labels: Record<string, string> = {
  groups: 'Groups',
  new: 'New Group',
  join: 'Join',
  tournaments: 'Tournaments',
  tournament: 'Tournament',
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

const titleCase = (segment: string) =>
  segment.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Breadcrumbs from the path (core.md section 2): numeric segments are skipped, the
 * tournament/standings pair reads "Tournament Standings", known segments get their labels.
 */
export function breadcrumbsFor(pathname: string): Crumb[] {
  // The financial report shows its own, richer trail (groups.md: Groups > group > Admin).
  if (pathname.endsWith('/financial-report')) return [];
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const to = `/${segments.slice(0, i + 1).join('/')}`;
    if (/^\d+$/.test(segment)) continue;
    if (
      segment === 'tournament' &&
      segments.slice(i + 1).find((s) => !/^\d+$/.test(s)) === 'standings'
    ) {
      const standingsIndex = segments.indexOf('standings', i);
      crumbs.push({
        label: 'Tournament Standings',
        to: `/${segments.slice(0, standingsIndex + 1).join('/')}`,
      });
      i = standingsIndex;
      continue;
    }
    // An invite code after /join is not a place to go back to.
    if (segments[i - 1] === 'join') continue;
    crumbs.push({ label: labels[segment] ?? titleCase(decodeURIComponent(segment)), to });
  }
  return crumbs;
}
