import type { SeasonResponse } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/helpers';
import { SeasonPanel } from './SeasonPanel';

afterEach(() => vi.unstubAllGlobals());

const year = new Date().getFullYear();
const season: SeasonResponse = {
  year,
  tournaments: [{ id: 4, name: 'Desert Canyon Classic', startDate: `${year}-05-14` }],
  members: [
    {
      userId: 1,
      name: 'Ann',
      tournamentsPlayed: 1,
      feesOwed: 20,
      feesPaid: 20,
      payoutsWon: 30,
      net: 10,
    },
    {
      userId: 2,
      name: 'Bob',
      tournamentsPlayed: 1,
      feesOwed: 10,
      feesPaid: 0,
      payoutsWon: 0,
      net: -10,
    },
  ],
};

describe('the Season tab', () => {
  it("lists each member's money for the year, with net winnings charted either side of zero", async () => {
    stubApi({
      [`GET /api/pool-groups/5/season?year=${year}`]: { body: season },
      [`GET /api/pool-groups/5/season?year=${year - 1}`]: {
        body: { year: year - 1, tournaments: [], members: [] },
      },
    });
    renderRoute('/groups/:groupId', '/groups/5', <SeasonPanel groupId={5} />);
    const table = await screen.findByRole('table', { name: `Season money list, ${year}` });
    const ann = within(table).getByRole('row', { name: /Ann/ });
    expect(
      within(ann)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$20.00', '$20.00', '$30.00', '+$10.00']);
    expect(within(table).getByRole('row', { name: /Bob/ })).toHaveTextContent('−$10.00');
    // Won and Net always have columns; played, owed and paid fold under the name where the
    // panel is narrower than 36rem (a phone), instead of pushing Won and Net off-screen.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((header) => !header.className.includes('hidden'))
        .map((header) => header.textContent),
    ).toEqual(['Member', 'Won', 'Net']);
    const folded = within(ann).getByText(/played ·/);
    expect(folded).toHaveTextContent('1 played · $20.00 owed · $20.00 paid');
    expect(folded).toHaveClass('@xl:hidden');
    expect(table.closest('.\\@container')).not.toBeNull();
    expect(table.parentElement).not.toHaveClass('overflow-x-auto');
    expect(screen.getByRole('figure', { name: 'Net winnings by member' })).toBeInTheDocument();

    // This year first; the next one too, and the ones before.
    const picker = screen.getByLabelText('Season');
    expect(picker).toHaveValue(String(year));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([year + 1, year, year - 1, year - 2].map(String));
    await userEvent.selectOptions(picker, String(year - 1));
    expect(
      await screen.findByText(`No completed tournaments in ${year - 1} yet.`),
    ).toBeInTheDocument();
  });
});
