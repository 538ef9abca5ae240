import type { AdminTiersResponse, AvailableGolfer } from '@fairway/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { TierManagementPage } from './TierManagementPage';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

const TIERS = 'GET /api/admin/tournament/7/tiers';
const AVAILABLE = 'GET /api/admin/tournament/7/available-golfers';
const SAVE = 'POST /api/admin/tournament/7/tiers';

const golfer = (id: number, name: string, odds: number | null) => ({ id, name, odds });
const tiersResponse = (overrides: Partial<AdminTiersResponse> = {}): AdminTiersResponse => ({
  tournamentId: 7,
  tournamentName: 'Harbour Classic',
  entryCount: 0,
  tiers: {
    '1': [golfer(1, 'Scottie Scheffler', 4), golfer(2, 'Rory McIlroy', 8)],
    '2': [golfer(3, 'Tom Kim', 35)],
    '3': [],
    '4': [golfer(4, 'Long Shot', 250)],
  },
  ...overrides,
});
const AVAILABLE_GOLFERS: AvailableGolfer[] = [
  golfer(5, 'Xander Schauffele', 12),
  golfer(6, 'Unknown Odds', null),
  golfer(7, 'Mid Field', 75),
];

function renderPage(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({
    [TIERS]: { body: tiersResponse() },
    [AVAILABLE]: { body: AVAILABLE_GOLFERS },
    [SAVE]: { body: { message: 'Tiers updated successfully', affectedEntries: 0 } },
    ...stubs,
  });
  renderRoute(
    '/admin/tournament/:tournamentId/tiers',
    '/admin/tournament/7/tiers',
    <TierManagementPage />,
  );
  return fetchMock;
}

const tier = (n: number) => within(screen.getByRole('region', { name: `Tier ${n}` }));
const namesIn = (n: number) =>
  tier(n)
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')!.replace('Remove ', ''));
const savedBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/tiers'))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TierManagementPage', () => {
  it('shows the four tiers with counts and the odds of each golfer', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Manage Tiers' })).toBeVisible();
    expect(screen.getByText('Harbour Classic')).toBeVisible();
    expect(namesIn(1)).toEqual(['Scottie Scheffler', 'Rory McIlroy']);
    expect(tier(1).getByText('2/15')).toBeVisible();
    expect(tier(4).getByText('1 golfers')).toBeVisible();
    expect(tier(1).getByLabelText('Odds for Rory McIlroy')).toHaveValue(8);
    expect(tier(1).getByLabelText('Odds for Rory McIlroy')).toHaveAttribute('step', '0.1');
    // Read as golf fans write odds: "8 /1", and described as such to a screen reader.
    expect(tier(1).getByLabelText('Odds for Rory McIlroy').nextElementSibling).toHaveTextContent(
      '/1',
    );
    expect(tier(1).getByLabelText('Odds for Rory McIlroy')).toHaveAccessibleDescription(
      'Odds to win, as N to 1',
    );
    expect(screen.getByText(/3 golfers not in a tier/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Tiers' })).toBeDisabled();
  });

  it('adds from the available list, removes back to it, and saves the tiers with odds', async () => {
    const fetchMock = renderPage();
    await screen.findByRole('region', { name: 'Tier 3' });
    await userEvent.selectOptions(tier(3).getByLabelText('Add golfer to Tier 3'), 'Mid Field');
    expect(namesIn(3)).toEqual(['Mid Field']);
    // Gone from every add list once placed.
    expect(
      within(tier(1).getByLabelText('Add golfer to Tier 1')).queryByText('Mid Field'),
    ).toBeNull();

    await userEvent.click(tier(2).getByRole('button', { name: 'Remove Tom Kim' }));
    expect(namesIn(2)).toEqual([]);
    expect(
      within(tier(2).getByLabelText('Add golfer to Tier 2')).getByText('Tom Kim'),
    ).toBeTruthy();

    const odds = tier(1).getByLabelText('Odds for Rory McIlroy');
    await userEvent.clear(odds);
    await userEvent.type(odds, '9.5');
    fireEvent.blur(odds);

    await userEvent.click(screen.getByRole('button', { name: 'Save Tiers' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Tiers updated successfully'),
    );
    expect(savedBodies(fetchMock)).toEqual([
      {
        tournamentId: 7,
        confirm: false,
        tiers: {
          1: [golfer(1, 'Scottie Scheffler', 4), golfer(2, 'Rory McIlroy', 9.5)],
          2: [],
          3: [golfer(7, 'Mid Field', 75)],
          4: [golfer(4, 'Long Shot', 250)],
        },
      },
    ]);
  });

  it('auto-assigns the whole field by the odds thresholds, unknown odds to tier 4', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Auto-Assign' }));
    expect(namesIn(1)).toEqual(['Scottie Scheffler', 'Rory McIlroy', 'Xander Schauffele']);
    expect(namesIn(2)).toEqual(['Tom Kim']);
    expect(namesIn(3)).toEqual(['Mid Field']);
    expect(namesIn(4)).toEqual(['Long Shot', 'Unknown Odds']);
    expect(screen.getByText(/0 golfers not in a tier/)).toBeVisible();
  });

  it('disables adding to a full tier and warns, without saving, when a tier is over the limit', async () => {
    const many = Array.from({ length: 16 }, (_, i) => golfer(100 + i, `Favourite ${i + 1}`, 5));
    renderPage({
      [TIERS]: {
        body: tiersResponse({ tiers: { '1': many.slice(0, 15), '2': [], '3': [], '4': [] } }),
      },
      [AVAILABLE]: { body: [many[15]] },
    });
    expect(await screen.findByLabelText('Add golfer to Tier 1')).toBeDisabled();
    expect(screen.queryByText('Too many golfers! Limit is 15')).toBeNull();

    // An odds file can still put a sixteenth golfer there: the admin must fix it before saving.
    const file = new File(['Name,Odds,Tier\nFavourite 16,5,1\n'], 'odds.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Odds CSV file'), file);
    expect(await screen.findByText('Too many golfers! Limit is 15')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Tiers' })).toBeDisabled();
  });

  it('imports odds from a CSV: tier moves, odds updates, placement by odds, unmatched reported', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Tier 1' });
    const csv = [
      'Name,Odds,Tier',
      'tom kim,40,1',
      'Scottie Scheffler,3.5,',
      'Xander Schauffele,45,',
      'Nobody Here,10,',
    ].join('\n');
    await userEvent.upload(
      screen.getByLabelText('Odds CSV file'),
      new File([csv], 'odds.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(namesIn(1)).toContain('Tom Kim'));
    expect(tier(1).getByLabelText('Odds for Scottie Scheffler')).toHaveValue(3.5);
    expect(namesIn(2)).toEqual(['Xander Schauffele']);
    expect(toastMock.success).toHaveBeenCalledWith(
      'Odds imported for 3 golfers; 1 not in this tournament (Nobody Here)',
    );
  });

  it('refuses an odds file without the Odds column with the spec message', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Tier 1' });
    await userEvent.upload(
      screen.getByLabelText('Odds CSV file'),
      new File(['Name,Tier\nTom Kim,1\n'], 'odds.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Error processing odds data: Missing required columns: Odds',
      ),
    );
    expect(namesIn(2)).toEqual(['Tom Kim']);
  });

  it('exports the odds template as tournament_{id}_odds_template.csv', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:odds');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export Template' }));
    expect(clicked).toEqual(['tournament_7_odds_template.csv']);
    const text = await createObjectURL.mock.calls[0]![0].text();
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Name,Odds,Tier',
      'Scottie Scheffler,4,1',
      'Rory McIlroy,8,1',
    ]);
  });

  it('asks before moving golfers that submitted entries hold, then saves with confirm', async () => {
    let calls = 0;
    const fetchMock = renderPage({
      [TIERS]: { body: tiersResponse({ entryCount: 3 }) },
      [SAVE]: () =>
        ++calls === 1
          ? {
              status: 409,
              body: {
                error:
                  '2 submitted entries hold golfers whose tier would change. Save again with confirm to apply it.',
                affectedEntries: 2,
                movedGolfers: [{ id: 3, name: 'Tom Kim', from: 2, to: null, entries: 2 }],
              },
            }
          : { body: { message: 'Tiers updated successfully', affectedEntries: 2 } },
    });
    expect(await screen.findByText('3 entries have been submitted')).toBeVisible();
    await userEvent.click(tier(2).getByRole('button', { name: 'Remove Tom Kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Tiers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entries hold golfers you moved' });
    expect(within(dialog).getByText('Tom Kim: Tier 2 to no tier')).toBeVisible();
    expect(within(dialog).getByText('2 entries')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Anyway' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Tiers updated successfully'),
    );
    expect(savedBodies(fetchMock).map((body) => body.confirm)).toEqual([false, true]);
  });

  it("shows the server's refusal, or the spec's fallback, when saving fails", async () => {
    renderPage({
      [SAVE]: { status: 400, body: { error: "Golfer 99 is not in this tournament's field" } },
    });
    await screen.findByRole('region', { name: 'Tier 2' });
    await userEvent.click(tier(2).getByRole('button', { name: 'Remove Tom Kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Tiers' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("Golfer 99 is not in this tournament's field"),
    );
  });

  it('shows the error panel with the spec texts when the tiers or the golfers fail to load', async () => {
    renderPage({ [TIERS]: { status: 500 } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Tiers' })).toBeVisible();
    expect(screen.getByText('Failed to fetch tiers')).toBeVisible();
  });

  it('names the golfers call when that is the one failing', async () => {
    renderPage({ [AVAILABLE]: { status: 500 } });
    expect(await screen.findByText('Failed to fetch golfers')).toBeVisible();
  });
});
