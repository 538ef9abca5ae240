import type { PaymentInfoResponse } from '@fairway/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, stubApi, type ApiStubs } from '../../test/helpers';
import { PaymentDetailsDialog } from './PaymentDetailsDialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockClear();
});

const PATH = '/api/user/payment-info';
const SAVED: PaymentInfoResponse = {
  hasPaymentInfo: true,
  paymentInfo: {
    venmoHandle: '@sam-golf',
    cashappHandle: null,
    zelleEmail: 'sam@example.com',
    zellePhone: null,
    paypalEmail: null,
  },
};
const NONE: PaymentInfoResponse = { hasPaymentInfo: false, paymentInfo: null };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <PaymentDetailsDialog open={open} onOpenChange={setOpen} />
      <output data-testid="open">{String(open)}</output>
    </>
  );
}

function renderDialog(stubs: ApiStubs) {
  const fetchMock = stubApi(stubs);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const isOpen = () => screen.getByTestId('open').textContent === 'true';

/** The JSON body of the last call made with this method and path. */
function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string) {
  const call = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).at(-1);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

describe('PaymentDetailsDialog', () => {
  it('loads the saved handles into the five fields, with hints and input types', async () => {
    renderDialog({ [`GET ${PATH}`]: { body: SAVED } });
    const dialog = within(screen.getByRole('dialog', { name: 'Payment Details' }));
    expect(dialog.getByText('Loading payment details…')).toBeInTheDocument();

    const venmo = await dialog.findByLabelText('Venmo Handle');
    expect(venmo).toHaveValue('@sam-golf');
    expect(dialog.getByText('include the @ symbol')).toBeInTheDocument();
    expect(dialog.getByLabelText('CashApp Handle')).toHaveValue('');
    expect(dialog.getByText('include the $ symbol')).toBeInTheDocument();
    expect(dialog.getByLabelText('Zelle Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Zelle Email')).toHaveValue('sam@example.com');
    expect(dialog.getByLabelText('Zelle Phone')).toHaveAttribute('type', 'tel');
    expect(dialog.getByLabelText('PayPal Email')).toHaveAttribute('type', 'email');
    expect(
      dialog.getByText(/Only group admins can see members' payment information/),
    ).toBeInTheDocument();
  });

  it('saves trimmed handles (blanks as null) and confirms with the exact text', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDialog({
      [`GET ${PATH}`]: { body: NONE },
      [`POST ${PATH}`]: { body: SAVED },
    });
    await user.type(await screen.findByLabelText('Venmo Handle'), '  @sam-golf ');
    await user.type(screen.getByLabelText('Zelle Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment information saved successfully!'),
    );
    expect(sentBody(fetchMock, 'POST')).toEqual({
      venmoHandle: '@sam-golf',
      cashappHandle: null,
      zelleEmail: 'sam@example.com',
      zellePhone: null,
      paypalEmail: null,
    });
    expect(isOpen()).toBe(false);
  });

  it('shows "Failed to save payment information. Please try again." when saving fails', async () => {
    const user = userEvent.setup();
    renderDialog({ [`GET ${PATH}`]: { body: SAVED }, [`POST ${PATH}`]: { status: 500, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to save payment information. Please try again.'),
    ).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
  });

  it("shows the server's reason when it refuses a handle", async () => {
    const user = userEvent.setup();
    renderDialog({
      [`GET ${PATH}`]: { body: SAVED },
      [`POST ${PATH}`]: {
        status: 400,
        body: { error: 'Venmo handle must start with @ (e.g. @username)' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Venmo handle must start with @ (e.g. @username)'),
    ).toBeInTheDocument();
  });

  it('offers Delete only when something is saved', async () => {
    renderDialog({ [`GET ${PATH}`]: { body: NONE } });
    await screen.findByLabelText('Venmo Handle');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDialog({
      [`GET ${PATH}`]: { body: SAVED },
      [`DELETE ${PATH}`]: { body: { message: 'Payment information deleted' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete payment information' }));
    expect(
      confirm.getByText('Are you sure you want to delete all payment information?'),
    ).toBeInTheDocument();

    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(callsMade(fetchMock)).not.toContain(`DELETE ${PATH}`);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = within(screen.getByRole('dialog', { name: 'Delete payment information' }));
    await user.click(again.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment information deleted successfully!'),
    );
    expect(callsMade(fetchMock)).toContain(`DELETE ${PATH}`);
    expect(isOpen()).toBe(false);
  });

  it('shows "Failed to delete payment information. Please try again." when deleting fails', async () => {
    const user = userEvent.setup();
    renderDialog({
      [`GET ${PATH}`]: { body: SAVED },
      [`DELETE ${PATH}`]: { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete payment information' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete payment information. Please try again.'),
    ).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the saved details cannot be loaded', async () => {
    renderDialog({ [`GET ${PATH}`]: { status: 500, body: {} } });
    expect(
      await screen.findByText('Failed to load payment information. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
