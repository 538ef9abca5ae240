import type { Passkey } from '@fairway/contract';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeySetupStep } from './PasskeySetupStep';
import { PasskeySignIn } from './PasskeySignIn';
import { renderRoute, stubApi } from '../../test/helpers';
import { SUCCESS_BANNER_MS } from '../../lib/use-flash-message';
import { PASSKEY_ERRORS } from './api';
import { PASSKEY_UNSUPPORTED, passkeyName } from './passkey-support';
import { PASSKEY_REGISTERED, PasskeysCard, REMOVE_PASSKEY_CONFIRMATION } from './PasskeysCard';

// The browser's WebAuthn ceremony is driven for real by the e2e journey (Chromium's virtual
// authenticator); here it is replaced so the screens' handling of each outcome can be pinned.
const webauthn = vi.hoisted(() => ({
  supported: true,
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: webauthn.startAuthentication,
  startRegistration: webauthn.startRegistration,
}));

const AUTH_OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const PASSKEY: Passkey = {
  credentialId: 'cred-1',
  name: 'Chrome on Linux',
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
};

const bodiesSent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  vi.clearAllMocks();
  webauthn.supported = true;
  vi.stubGlobal('isSecureContext', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PasskeySignIn', () => {
  const renderSignIn = () => {
    const onToken = vi.fn(async () => undefined);
    renderRoute('/login', '/login', <PasskeySignIn onToken={onToken} />);
    return onToken;
  };

  it('asks for options for the typed email, runs the ceremony and hands over the token', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/passkey/authenticate/options': { body: AUTH_OPTIONS },
      'POST /api/auth/passkey/authenticate/verify': { body: { token: 'jwt-token' } },
    });
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const onToken = renderSignIn();
    await userEvent.type(screen.getByLabelText('Email (optional)'), ' pat@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Passkey' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('jwt-token'));
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/passkey/authenticate/options')).toEqual([
      { email: 'pat@example.com' },
    ]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: AUTH_OPTIONS });
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/passkey/authenticate/verify')).toEqual([
      CREDENTIAL,
    ]);
  });

  it('asks for any discoverable passkey when no email is given', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/passkey/authenticate/options': { body: AUTH_OPTIONS },
      'POST /api/auth/passkey/authenticate/verify': { body: { token: 'jwt-token' } },
    });
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const onToken = renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Passkey' }));
    await waitFor(() => expect(onToken).toHaveBeenCalled());
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/passkey/authenticate/options')).toEqual([{}]);
  });

  it("shows the server's error, or the spec's text when it gave none", async () => {
    stubApi({ 'POST /api/auth/passkey/authenticate/options': { status: 500, body: {} } });
    const onToken = renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PASSKEY_ERRORS.authenticationOptions,
    );
    expect(onToken).not.toHaveBeenCalled();
  });

  it('says "Authentication failed" when the ceremony is cancelled, and the server refusal otherwise', async () => {
    stubApi({
      'POST /api/auth/passkey/authenticate/options': { body: AUTH_OPTIONS },
      'POST /api/auth/passkey/authenticate/verify': {
        status: 400,
        body: { error: 'Challenge expired or already used' },
      },
    });
    webauthn.startAuthentication.mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    renderSignIn();
    const button = screen.getByRole('button', { name: 'Sign in with Passkey' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ERRORS.authentication);

    webauthn.startAuthentication.mockResolvedValueOnce(CREDENTIAL);
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Challenge expired or already used'),
    );
  });

  it('shows the no-support message instead of the form', () => {
    webauthn.supported = false;
    stubApi({});
    renderSignIn();
    expect(screen.getByText(PASSKEY_UNSUPPORTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with Passkey' })).toBeNull();
  });
});

describe('PasskeysCard', () => {
  const renderCard = () => renderRoute('/profile', '/profile', <PasskeysCard />);

  it('lists passkeys and removes one only after confirming', async () => {
    let list = [PASSKEY, { ...PASSKEY, credentialId: 'cred-2', name: 'Safari on iPhone' }];
    const fetchMock = stubApi({
      'GET /api/auth/passkey/list': () => ({ body: list }),
      'DELETE /api/auth/passkey/remove': () => {
        list = list.slice(1);
        return { body: { message: 'Passkey removed' } };
      },
    });
    renderCard();
    const passkeys = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(passkeys).getAllByRole('listitem')).toHaveLength(2);
    expect(within(passkeys).getAllByText(/never used/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(REMOVE_PASSKEY_CONFIRMATION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(fetchMock, 'DELETE', '/api/auth/passkey/remove')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByText('Chrome on Linux')).toBeNull());
    expect(screen.getByText('Safari on iPhone')).toBeVisible();
    expect(bodiesSent(fetchMock, 'DELETE', '/api/auth/passkey/remove')).toEqual([
      { credentialId: 'cred-1' },
    ]);
  });

  it('registers a new passkey, names it after the browser, and hides the success after 3 s', async () => {
    let list: Passkey[] = [];
    const fetchMock = stubApi({
      'GET /api/auth/passkey/list': () => ({ body: list }),
      'GET /api/auth/passkey/register/options': {
        body: { challenge: 'Y2hhbA', rp: { name: 'Fairway' } },
      },
      'POST /api/auth/passkey/register/verify': () => {
        list = [PASSKEY];
        return { status: 201, body: { verified: true, passkey: PASSKEY } };
      },
    });
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard();
    expect(await screen.findByText('No passkeys yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register New Passkey' }));
    expect(await screen.findByText(PASSKEY_REGISTERED)).toBeVisible();
    expect(await screen.findByText('Chrome on Linux')).toBeVisible();
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/passkey/register/verify')).toEqual([
      { ...CREDENTIAL, name: passkeyName() },
    ]);

    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 100));
    expect(screen.getByText(PASSKEY_REGISTERED)).toBeVisible();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(PASSKEY_REGISTERED)).toBeNull();
  });

  it('shows each failure in the words the spec gives', async () => {
    stubApi({
      'GET /api/auth/passkey/list': { body: [] },
      'GET /api/auth/passkey/register/options': { status: 503, body: {} },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Register New Passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ERRORS.registrationOptions);
  });

  it('says so when the passkeys cannot be fetched', async () => {
    stubApi({ 'GET /api/auth/passkey/list': { status: 500, body: {} } });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ERRORS.list);
  });
});

describe('PasskeySetupStep', () => {
  const REGISTRATION = {
    'GET /api/auth/passkey/register/options': { body: { challenge: 'Y2hhbA', rp: { name: 'F' } } },
  };

  it('waits while the new account is still being signed in: nothing goes out without its token', async () => {
    const fetchMock = stubApi(REGISTRATION);
    const onDone = vi.fn();
    renderRoute('/register', '/register', <PasskeySetupStep signingIn onDone={onDone} />);
    const setUp = screen.getByRole('button', { name: 'Set Up Passkey' });
    expect(setUp).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeDisabled();
    await userEvent.click(setUp);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sets up a passkey and then continues', async () => {
    const fetchMock = stubApi({
      ...REGISTRATION,
      'POST /api/auth/passkey/register/verify': {
        status: 201,
        body: { verified: true, passkey: PASSKEY },
      },
    });
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    const onDone = vi.fn();
    renderRoute('/register', '/register', <PasskeySetupStep onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set Up Passkey' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/passkey/register/verify')).toHaveLength(1);
  });

  it('stays on the step with the reason when the ceremony fails; Skip for now continues', async () => {
    stubApi(REGISTRATION);
    webauthn.startRegistration.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const onDone = vi.fn();
    renderRoute('/register', '/register', <PasskeySetupStep onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set Up Passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ERRORS.registration);
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('passkeyName', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.0', 'Browser on this device'],
  ])('names %s as %s', (userAgent, name) => expect(passkeyName(userAgent)).toBe(name));
});
