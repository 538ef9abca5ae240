import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/tournament-helpers';
import { LandingPage } from './LandingPage';

describe('the landing page', () => {
  it('states only what the install can back: no ratings, player or tournament counts', () => {
    renderAt('/', <LandingPage />);
    const page = document.body.textContent ?? '';
    for (const invented of ['4.9', '200+', '50+', 'Rating', 'Players'])
      expect(page).not.toContain(invented);
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(expect.arrayContaining(['5 golfers', '4', '10 members']));
  });

  it('shows the forecast, Root for, alternates and the season list among the features', () => {
    renderAt('/', <LandingPage />);
    const grid = screen.getByRole('region', { name: 'Everything your pool needs' });
    const titles = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Live standings',
        'Chance to win and to cash',
        'Whom to root for',
        'Alternates',
        'Season money list',
      ]),
    );
  });

  it('previews the standings as a member sees them, and opens the live demo', () => {
    renderAt('/', <LandingPage />);
    const preview = screen.getByRole('region', { name: 'Demo preview: group standings' });
    const table = within(preview).getByRole('table', {
      name: 'Sample standings for a fictional group',
    });
    expect(within(table).getByRole('columnheader', { name: 'Win' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /Jordan Kim You/ })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Cash71%');
    expect(preview).toHaveTextContent('Root for Luke Hartley (yours) -9, thru 14');
    expect(preview).toHaveTextContent('If it ended now$70.00');
    expect(within(preview).getByRole('link', { name: 'Open the live demo' })).toHaveAttribute(
      'href',
      '/demo',
    );
  });
});
