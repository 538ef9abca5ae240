import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, idsInPath } from './breadcrumbs';

// A stand-in for the router: these few paths are screens.
const SCREENS = new Set(['/groups', '/groups/12', '/groups/12/admin', '/admin', '/some-place']);
const isRoute = (path: string) => SCREENS.has(path);
const names = {
  group: (id: number) => (id === 12 ? 'Links Crew' : undefined),
  tournament: (id: number) => (id === 7 ? 'The Fairway Open' : undefined),
};

describe('breadcrumbsFor', () => {
  it('is empty at the root', () => {
    expect(breadcrumbsFor('/', isRoute)).toEqual([]);
  });

  it('names the group, links only to screens, and labels known segments', () => {
    expect(breadcrumbsFor('/groups/12/admin', isRoute, names)).toEqual([
      { label: 'Groups', to: '/groups' },
      { label: 'Links Crew', to: '/groups/12' },
      { label: 'Admin', to: '/groups/12/admin' },
    ]);
  });

  it('says "Group" and "Tournament" while the names are unknown', () => {
    expect(
      breadcrumbsFor('/groups/12/tournament/9/my-entries', isRoute).map((c) => c.label),
    ).toEqual(['Groups', 'Group', 'Tournament', 'My Entries']);
  });

  it('labels the tournament/standings pair "Tournament Standings", after the tournament', () => {
    expect(breadcrumbsFor('/groups/12/tournament/7/standings', isRoute, names)).toEqual([
      { label: 'Groups', to: '/groups' },
      { label: 'Links Crew', to: '/groups/12' },
      { label: 'The Fairway Open' },
      { label: 'Tournament Standings' },
    ]);
  });

  it('names the tournament on admin and history paths, skipping other numbers', () => {
    expect(breadcrumbsFor('/admin/tournament/7/entries', isRoute, names)).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'The Fairway Open' },
      { label: 'Entries' },
    ]);
    expect(
      breadcrumbsFor('/groups/12/tournament/7/entry/44', isRoute, names).map((c) => c.label),
    ).toEqual(['Groups', 'Links Crew', 'The Fairway Open', 'Entry']);
  });

  it('title-cases unknown segments and leaves the invite code out', () => {
    expect(breadcrumbsFor('/some-place', isRoute)).toEqual([
      { label: 'Some Place', to: '/some-place' },
    ]);
    expect(breadcrumbsFor('/groups/join/ABCD2345', isRoute)).toEqual([
      { label: 'Groups', to: '/groups' },
      { label: 'Join' },
    ]);
  });

  it('leaves the financial report to its own breadcrumbs', () => {
    expect(breadcrumbsFor('/groups/4/financial-report', isRoute)).toEqual([]);
  });
});

describe('idsInPath', () => {
  it('finds the group and tournament a path names', () => {
    expect(idsInPath('/groups/3/tournament/7/standings')).toEqual({ groupId: 3, tournamentId: 7 });
    expect(idsInPath('/admin/tournament/4/tiers')).toEqual({ groupId: null, tournamentId: 4 });
    expect(idsInPath('/groups/join/ABCD2345')).toEqual({ groupId: null, tournamentId: null });
  });
});
