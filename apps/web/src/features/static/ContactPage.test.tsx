import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ContactPage } from './ContactPage';
import { useContactForm } from './useContactForm';

const CONFIG = {
  supportEmail: 'help@example.com',
  googleSignIn: false,
  mail: true,
  payments: 'fake',
  stripePublishableKey: null,
  monitoring: null,
};

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  // Only the app config may be fetched; anything else would be the contact form calling a server.
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      urlOf(input).endsWith('/api/config')
        ? Response.json(CONFIG)
        : new Response('unexpected call', { status: 500 }),
    );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const callsOtherThanConfig = () =>
  fetchSpy.mock.calls.filter(([input]) => !urlOf(input).endsWith('/api/config'));

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/name/i), 'Ada Lovelace');
  await user.type(field(/email/i), 'ada@example.com');
  await user.type(field(/subject/i), 'Group question');
  await user.type(field(/message/i), 'How do I invite my brother?');
}

describe('ContactPage', () => {
  it('shows the configured support address and the office hours', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'help@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByText('Monday to Friday 9:00 AM to 5:00 PM ET')).toBeInTheDocument();
    expect(screen.getByText(/weekends: closed/i)).toBeInTheDocument();
  });

  it('falls back to the default support address when the config cannot load', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(screen.getByRole('link', { name: 'support@fairway.local' })).toHaveAttribute(
      'href',
      'mailto:support@fairway.local',
    );
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('shows all four required messages when submitted empty, and focuses the first field', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(sendButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(field(/name/i)).toHaveFocus();
    expect(field(/name/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears only the edited field’s error', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(sendButton());
    await user.type(field(/subject/i), 'H');
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
    expect(field(/subject/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('asks for at least 10 characters in the message and a well-formed email', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field(/name/i), 'Ada');
    await user.type(field(/email/i), 'ada-at-example.com');
    await user.type(field(/subject/i), 'Hi');
    await user.type(field(/message/i), 'Too short');
    await user.click(sendButton());
    expect(screen.getByText('Message should be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Email address is invalid')).toBeInTheDocument();
    expect(field(/email/i)).toHaveFocus();
  });

  it('sends for 1 second, shows the success banner for 5 seconds and clears the form, without a server call', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    // Fake timers only from the click on: Testing Library's async helpers wait on real timers.
    // The click goes through fireEvent, which is synchronous and needs no timer at all.
    vi.useFakeTimers();
    fireEvent.click(sendButton());

    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(field(/message/i)).toBeDisabled();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(sendButton()).toHaveTextContent('Sending...');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent('Message sent');
    expect(sendButton()).toHaveTextContent('Send Message');
    for (const name of [/name/i, /email/i, /subject/i, /message/i])
      expect(field(name)).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();

    expect(callsOtherThanConfig()).toEqual([]);
  });
});

describe('useContactForm', () => {
  it('shows the spec’s error text and keeps the values when sending fails', async () => {
    const failingSend = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useContactForm(failingSend));
    act(() => {
      result.current.updateField('name', 'Ada');
      result.current.updateField('email', 'ada@example.com');
      result.current.updateField('subject', 'Hello');
      result.current.updateField('message', 'A long enough message');
    });
    await act(async () => {
      result.current.submit();
    });
    expect(failingSend).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
    expect(result.current.sendError).toBe(
      'There was an error sending your message. Please try again later.',
    );
    expect(result.current.values.message).toBe('A long enough message');
  });
});
