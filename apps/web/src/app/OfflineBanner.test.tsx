import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';

const goOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says so while the browser is offline, and goes away on reconnecting', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/You're offline/)).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Standings, picks and chat will load again when you reconnect.",
    );
    goOnline(true);
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });
});
