import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterBody } from '@fairway/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { callsMade, renderRoute, stubApi } from '../../test/helpers';
import { RegisterPage } from './RegisterPage';

const auth = vi.hoisted(() => ({
  isAuthenticated: false,
  loginWithToken: vi.fn(async () => undefined),
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

/** What the contract itself answers for a registration body, word for word. */
const contractSays = (body: object) => RegisterBody.safeParse(body).error?.issues[0]?.message;

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

async function fillIn(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('Create Account checks with the contract', () => {
  it("refuses a name over the contract's limit in the contract's words, sending nothing", async () => {
    const fetchMock = stubApi({ 'GET /api/config': { body: appConfig() } });
    renderRoute('/register', '/register', <RegisterPage />);
    const name = 'N'.repeat(101);
    await fillIn(name, 'pat@example.com');

    const message = contractSays({ name, email: 'pat@example.com', password: 'long-enough-1' });
    expect(message).toBe('Name must be at most 100 characters');
    expect(await screen.findByText(message!)).toBeVisible();
    expect(callsMade(fetchMock)).not.toContain('POST /api/auth/register');
  });

  it('refuses an email the contract does not take, then registers with the trimmed fields', async () => {
    const fetchMock = stubApi({
      'GET /api/config': { body: appConfig() },
      'POST /api/auth/register': { status: 201, body: { token: 'new.session.token' } },
    });
    renderRoute('/register', '/register', <RegisterPage />);
    await fillIn('Pat', 'not-an-email');
    expect(await screen.findByText('Email address is invalid')).toBeVisible();
    expect(callsMade(fetchMock)).not.toContain('POST /api/auth/register');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Pat Golfer ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' pat@example.com ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(auth.loginWithToken).toHaveBeenCalledWith('new.session.token'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Pat Golfer',
      email: 'pat@example.com',
      password: 'long-enough-1',
    });
  });
});
