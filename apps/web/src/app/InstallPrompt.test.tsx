import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_SNOOZE_MS,
} from '../lib/install-prompt';
import { InstallPrompt } from './InstallPrompt';

/** What Chromium dispatches when the app can be installed. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const prompt = () => screen.queryByRole('complementary', { name: 'Install Fairway' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstallPrompt', () => {
  it('appears 10 seconds after the browser offers installation, not before', () => {
    render(<InstallPrompt />);
    const offer = offerInstallation();
    expect(offer.defaultPrevented).toBe(true);
    wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(prompt()).toBeNull();
    wait(1);
    expect(prompt()).toBeVisible();
  });

  it('never appears without an offer from the browser', () => {
    render(<InstallPrompt />);
    wait(INSTALL_PROMPT_DELAY_MS * 3);
    expect(prompt()).toBeNull();
  });

  it('shows the browser dialog on Install and hides once accepted', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<InstallPrompt />);
    const offer = offerInstallation('accepted');
    wait(INSTALL_PROMPT_DELAY_MS);
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('remembers a dismissal for 24 hours, then offers again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<InstallPrompt />);
    offerInstallation();
    wait(INSTALL_PROMPT_DELAY_MS);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
    unmount();

    // The next visit, an hour later: still snoozed.
    render(<InstallPrompt />);
    wait(60 * 60 * 1000);
    offerInstallation();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeNull();

    // A day after the dismissal the offer counts again.
    wait(INSTALL_PROMPT_SNOOZE_MS);
    offerInstallation();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeVisible();
  });

  it('stays hidden when the app already runs installed, or once it gets installed', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    const { unmount } = render(<InstallPrompt />);
    offerInstallation();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    render(<InstallPrompt />);
    offerInstallation();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(prompt()).toBeNull();
  });
});
