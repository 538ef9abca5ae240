import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade } from '../../test/helpers';
import { SELECT_TOURNAMENT_MESSAGE } from './components/AddTournamentDialog';
import { FREE_INFO, PAYING_INFO, adminResponse, adminTournament } from './test/fixtures';
import { sentBody } from '../../test/helpers';
import { AVAILABLE_PATH, LIST_PATH, renderAdminPage } from './test/render';
import { INVALID_PAYOUT_ALERT } from './utils/payout';

afterEach(() => vi.unstubAllGlobals());

const AVAILABLE = [
  {
    id: 7,
    name: 'The Fairway Open',
    start_date: '2026-06-11',
    status: 'upcoming',
    // 07:00 EDT, before the spec's 08:00 default.
    first_tee_time: '2026-06-11T11:00:00.000Z',
  },
  {
    id: 9,
    name: 'Winter Classic',
    start_date: '2026-11-01',
    status: 'upcoming',
    // 10:00 EST, after the spec's 08:00 default.
    first_tee_time: '2026-11-01T15:00:00.000Z',
  },
];

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  // The header's button (an empty list offers a second one).
  const [addButton] = await screen.findAllByRole('button', { name: 'Add Tournament' });
  await user.click(addButton!);
  const dialog = within(screen.getByRole('dialog'));
  await dialog.findByRole('option', { name: /The Fairway Open/ });
  return dialog;
}

describe('Add Tournament dialog', () => {
  it('sets a tournament under way apart: its entries come by CSV, not from members', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([], FREE_INFO), {
      [`GET ${AVAILABLE_PATH}`]: {
        body: [
          ...AVAILABLE,
          {
            id: 8,
            name: 'The Live Classic',
            start_date: '2026-05-01',
            status: 'active',
            first_tee_time: null,
          },
        ],
      },
    });
    const dialog = await openAddDialog(user);
    const live = dialog.getByRole('option', { name: /The Live Classic/ });
    expect(live).toHaveTextContent('· live');
    expect(live.closest('optgroup')).toHaveAttribute(
      'label',
      'Under way: no picks, entries by CSV upload only',
    );
    expect(
      dialog.getByRole('option', { name: /The Fairway Open/ }).closest('optgroup'),
    ).toHaveAttribute('label', 'Upcoming: members enter their picks');
  });

  it('keeps Add disabled until a tournament is chosen, then posts the right body', async () => {
    const user = userEvent.setup();
    let added = false;
    const fetchMock = renderAdminPage(
      () => adminResponse(added ? [adminTournament()] : [], FREE_INFO),
      {
        [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
        [`POST ${LIST_PATH}`]: () => {
          added = true;
          return { status: 201, body: adminTournament() };
        },
      },
    );
    const dialog = await openAddDialog(user);
    const submit = dialog.getByRole('button', { name: 'Add Tournament' });
    expect(submit).toBeDisabled();

    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    expect(submit).toBeEnabled();
    expect(dialog.getByLabelText('Max entries per user')).toHaveValue('1');
    expect(dialog.getByLabelText('Pool type')).toHaveValue('cut_score');
    expect(dialog.getByRole('option', { name: 'Cut Golfers Get Cut Score' })).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Max entries per user'), '3');
    await user.clear(dialog.getByLabelText('Entry fee ($)'));
    await user.type(dialog.getByLabelText('Entry fee ($)'), '12.5');
    await user.selectOptions(dialog.getByLabelText('Payout structure'), '60/40');
    await user.type(dialog.getByLabelText('Custom rules (optional)'), 'Loser buys lunch');
    await user.click(dialog.getByLabelText('Allow an alternate golfer'));
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', LIST_PATH)).toEqual({
      tournament_id: 7,
      is_active: true,
      entry_deadline: null,
      max_entries_per_user: 3,
      allow_multiple_entries: true,
      pool_type: 'cut_score',
      allow_alternate: true,
      custom_rules: 'Loser buys lunch',
      entry_fee: 12.5,
      payout_structure: '60/40',
    });
    expect(await screen.findByRole('heading', { name: 'The Fairway Open' })).toBeInTheDocument();
    expect(screen.queryByText('Payment required')).not.toBeInTheDocument();
  });

  it('defaults a custom deadline to 08:00 ET on the start date and sends it as UTC', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
      [`POST ${LIST_PATH}`]: { status: 201, body: adminTournament() },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '9');
    await user.click(dialog.getByLabelText('Set a custom entry deadline'));
    expect(dialog.getByLabelText('Date (ET)')).toHaveValue('2026-11-01');
    expect(dialog.getByLabelText('Time (ET)')).toHaveValue('08:00');
    await user.clear(dialog.getByLabelText('Entry fee ($)'));
    await user.type(dialog.getByLabelText('Entry fee ($)'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));

    await waitFor(() => expect(callsMade(fetchMock)).toContain(`POST ${LIST_PATH}`));
    expect(sentBody(fetchMock, 'POST', LIST_PATH)).toMatchObject({
      tournament_id: 9,
      // 1 November 2026 is the day DST ends: 08:00 EST is 13:00 UTC.
      entry_deadline: '2026-11-01T13:00:00.000Z',
      entry_fee: 0,
      payout_structure: '65/25/10',
    });
  });

  it('holds a custom deadline to the first tee time: defaults to it, refuses later, sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
      [`POST ${LIST_PATH}`]: { status: 201, body: adminTournament() },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.click(dialog.getByLabelText('Set a custom entry deadline'));
    expect(dialog.getByLabelText('Date (ET)')).toHaveValue('2026-06-11');
    expect(dialog.getByLabelText('Time (ET)')).toHaveValue('07:00');

    fireEvent.change(dialog.getByLabelText('Time (ET)'), { target: { value: '07:30' } });
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));
    expect(
      await dialog.findByText(
        'The entry deadline cannot be later than the first tee time (Jun 11, 7:00 AM ET).',
      ),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${LIST_PATH}`);

    fireEvent.change(dialog.getByLabelText('Time (ET)'), { target: { value: '06:30' } });
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));
    await waitFor(() => expect(callsMade(fetchMock)).toContain(`POST ${LIST_PATH}`));
    expect(sentBody(fetchMock, 'POST', LIST_PATH).entry_deadline).toBe('2026-06-11T10:30:00.000Z');
  });

  it('alerts the exact text for an invalid custom payout and sends nothing', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.selectOptions(dialog.getByLabelText('Payout structure'), 'custom');
    await user.type(dialog.getByLabelText('Custom payout (%)'), '50/0/50');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));

    expect(alert).toHaveBeenCalledWith(
      'Please enter valid percentages separated by forward slashes (e.g., "50/30/20")',
    );
    expect(INVALID_PAYOUT_ALERT).toBe(alert.mock.calls[0]?.[0]);
    expect(callsMade(fetchMock)).not.toContain(`POST ${LIST_PATH}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("refuses a custom payout that does not add up to 100 in the contract's words, sending nothing", async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.selectOptions(dialog.getByLabelText('Payout structure'), 'custom');
    await user.type(dialog.getByLabelText('Custom payout (%)'), '50 / 30');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));

    // The server's own answer to such a structure, shown where its refusal would be.
    expect(
      await dialog.findByText(
        'Payout structure must be positive percentages separated by slashes that add up to 100 (e.g. "50/30/20")',
      ),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(callsMade(fetchMock)).not.toContain(`POST ${LIST_PATH}`);
  });

  it("shows the server's refusal when it gives one", async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
      [`POST ${LIST_PATH}`]: { status: 400, body: { error: 'Tournament already added' } },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));
    expect(await dialog.findByText('Tournament already added')).toBeInTheDocument();
  });

  it('says "Failed to add tournament" when the server gives no reason', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
      [`POST ${LIST_PATH}`]: { status: 500, body: {} },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));
    expect(await dialog.findByText('Failed to add tournament')).toBeInTheDocument();
  });

  it('asks for a tournament if the form is submitted without one', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), { [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE } });
    await openAddDialog(user);
    fireEvent.submit(screen.getByRole('dialog').querySelector('form')!);
    expect(await screen.findByText(SELECT_TOURNAMENT_MESSAGE)).toBeInTheDocument();
    expect(SELECT_TOURNAMENT_MESSAGE).toBe('Please select a tournament');
  });

  it('tells the admin of a paying group that payment is due before the start', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([], PAYING_INFO), {
      [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
      [`POST ${LIST_PATH}`]: {
        status: 201,
        body: adminTournament({ requires_payment: true, payment_completed: false }),
      },
    });
    const dialog = await openAddDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.click(dialog.getByRole('button', { name: 'Add Tournament' }));
    expect(await screen.findByText('Payment required')).toBeInTheDocument();
    expect(
      screen.getByText(/The Fairway Open needs the \$19.00 platform fee paid before it starts/),
    ).toBeInTheDocument();
  });

  it('says so when no tournament is left to add', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), { [`GET ${AVAILABLE_PATH}`]: { body: [] } });
    const [addButton] = await screen.findAllByRole('button', { name: 'Add Tournament' });
    await user.click(addButton!);
    expect(await screen.findByText('No tournaments to add')).toBeInTheDocument();
  });
});
