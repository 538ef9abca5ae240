import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopularityCard } from './PopularityCard';

const golfers = Array.from({ length: 14 }, (_, i) => ({
  golferId: i + 1,
  name: `Golfer ${String.fromCharCode(65 + i)}`,
  entries: 14 - i,
  share: (14 - i) / 20,
}));

describe('PopularityCard', () => {
  it('lists the ten most picked with their share, and builds the rest only once asked', async () => {
    render(<PopularityCard popularity={golfers} entryCount={20} uniqueCount={1} />);
    const card = screen.getByRole('region', { name: 'Most picked golfers' });
    expect(within(card).getByText('14 golfers picked across 20 entries · 1 unique')).toBeVisible();
    expect(within(card).getByText('Golfer A')).toBeVisible();
    expect(within(card).getByText('Golfer J')).toBeVisible();
    expect(within(card).getByText('70%')).toBeVisible();
    // A big field's remaining golfers are not in the page until "Show all" is opened.
    expect(within(card).queryByText('Golfer K')).toBeNull();

    await userEvent.click(within(card).getByText('Show all 14 golfers'));
    expect(await within(card).findByText('Golfer K')).toBeVisible();
    expect(within(card).getByText('Golfer N')).toBeVisible();
  });

  it('shows nothing before play starts (no picks are told yet)', () => {
    const { container } = render(<PopularityCard popularity={[]} entryCount={3} uniqueCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
