import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('is empty at the root', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
  });

  it('skips numeric segments and labels known ones', () => {
    expect(breadcrumbsFor('/groups/12/admin')).toEqual([
      { label: 'Groups', to: '/groups' },
      { label: 'Admin', to: '/groups/12/admin' },
    ]);
  });

  it('labels the tournament/standings pair "Tournament Standings"', () => {
    expect(breadcrumbsFor('/groups/3/tournament/7/standings').map((c) => c.label)).toEqual([
      'Groups',
      'Tournament Standings',
    ]);
    expect(breadcrumbsFor('/groups/3/tournament/7/standings').at(-1)?.to).toBe(
      '/groups/3/tournament/7/standings',
    );
  });

  it('labels my-entries, entries and history', () => {
    expect(breadcrumbsFor('/groups/3/tournament/7/my-entries').map((c) => c.label)).toEqual([
      'Groups',
      'Tournament',
      'My Entries',
    ]);
    expect(breadcrumbsFor('/admin/tournament/4/entries').map((c) => c.label)).toEqual([
      'Admin',
      'Tournament',
      'Entries',
    ]);
    expect(breadcrumbsFor('/tournament/4/history').map((c) => c.label)).toEqual([
      'Tournament',
      'History',
    ]);
  });

  it('title-cases unknown segments', () => {
    expect(breadcrumbsFor('/some-place')).toEqual([{ label: 'Some Place', to: '/some-place' }]);
  });

  it('leaves the financial report to its own breadcrumbs', () => {
    expect(breadcrumbsFor('/groups/4/financial-report')).toEqual([]);
  });
});
