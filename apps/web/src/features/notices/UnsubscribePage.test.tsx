import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { UnsubscribePage } from './UnsubscribePage';

afterEach(() => vi.unstubAllGlobals());

const sentBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the unsubscribe page', () => {
  it('turns email notifications off as it opens, and says how to turn them back on', async () => {
    const fetchMock = stubApi({
      'POST /api/user/unsubscribe': { body: { emailNotifications: false } },
    });
    renderRoute('/unsubscribe', '/unsubscribe?token=signed-token', <UnsubscribePage />);
    expect(await screen.findByText(/You are unsubscribed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profile settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
    expect(sentBodies(fetchMock)).toEqual([{ token: 'signed-token' }]);
  });

  it("shows the server's refusal, and asks nothing without a token", async () => {
    stubApi({
      'POST /api/user/unsubscribe': {
        status: 400,
        body: { error: 'This unsubscribe link is not valid' },
      },
    });
    const { unmount } = renderRoute(
      '/unsubscribe',
      '/unsubscribe?token=forged',
      <UnsubscribePage />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    unmount();
    const fetchMock = stubApi({});
    renderRoute('/unsubscribe', '/unsubscribe', <UnsubscribePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
