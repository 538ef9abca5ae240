import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BreadcrumbTrail } from './BreadcrumbTrail';

const renderTrail = (crumbs: { label: string; to?: string }[]) =>
  render(
    <MemoryRouter>
      <BreadcrumbTrail crumbs={crumbs} />
    </MemoryRouter>,
  );

const itemsOf = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem', {
    hidden: true,
  });

describe('BreadcrumbTrail', () => {
  it('folds the steps before the last two into "…" where the trail is narrow, never shrinking them to a letter', () => {
    renderTrail([
      { label: 'Groups', to: '/groups' },
      { label: 'Sunday Skins', to: '/groups/3' },
      { label: 'The Masters' },
      { label: 'Tournament Standings' },
    ]);
    const items = itemsOf();
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      '…',
      'Groups',
      'Sunday Skins',
      'The Masters',
      'Tournament Standings',
    ]);
    // Under 36rem (the trail is its own container) "…" shows and Groups and the group hide;
    // the last two stay, the one you came from at most half the line.
    const [home, ellipsis, groups, group, tournament, here] = items as HTMLElement[];
    expect(home).toHaveClass('shrink-0');
    expect(ellipsis).toHaveClass('hidden', '@max-xl:flex');
    expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
    for (const folded of [groups, group]) expect(folded).toHaveClass('@max-xl:hidden');
    for (const kept of [tournament, here]) expect(kept).not.toHaveClass('@max-xl:hidden');
    expect(tournament).toHaveClass('max-w-[50%]');
    expect(screen.getByRole('navigation')).toHaveClass('@container');
    expect(within(here!).getByText('Tournament Standings')).toHaveAttribute('aria-current', 'page');
  });

  it('has nothing to fold with two steps', () => {
    renderTrail([{ label: 'Groups', to: '/groups' }, { label: 'Sunday Skins' }]);
    expect(itemsOf().map((item) => item.textContent)).toEqual(['Home', 'Groups', 'Sunday Skins']);
  });
});
