import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandingsResponse } from '@fairway/contract';
import { entries, groupTournaments, userPaymentInfo, users } from '../../db/schema';
import {
  LOCAL_GOOGLE_CLIENT,
  startLocalGoogle,
  type LocalGoogle,
} from '../../../test/local-google';
import {
  bearer,
  createGroup,
  injectJson,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
  verifyEmailOf,
} from '../../../test/helpers';

/**
 * The whole Google sign-in flow against a real OpenID provider on loopback: the app's redirect,
 * the provider's sign-in form, the code exchange (PKCE, state, nonce, signed ID token) and the
 * redirect into the web app with a token.
 */

const SITE = 'http://fairway.test';
const CALLBACK = `${SITE}/api/auth/google/callback`;

let google: LocalGoogle;
beforeAll(async () => {
  google = await startLocalGoogle({ redirectUris: [CALLBACK] });
});
afterAll(() => google?.close());

const context = useTestApp({
  mail: true,
  env: () => ({
    PUBLIC_URL: SITE,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
  }),
});

/** A browser's cookies for the provider's site, enough to walk its redirects. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.#cookies.set(name!.trim(), value.join('='));
    }
  }
  header = () => [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

interface Person {
  email: string;
  name?: string;
  emailVerified?: boolean;
  cancel?: boolean;
}

/** Starts at the app, signs in (or cancels) on the provider's form; answers the callback URL. */
async function throughGoogle(person: Person, redirect = '/groups') {
  const start = await context.app.inject({
    method: 'GET',
    url: `/api/auth/google?redirect=${encodeURIComponent(redirect)}&_t=${Date.now()}`,
  });
  expect(start.statusCode).toBe(302);
  const stateCookie = String(start.headers['set-cookie']).split(';')[0]!;
  const jar = new CookieJar();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  let response = await visit(String(start.headers.location));
  const formUrl = new URL(response.headers.get('location')!, google.issuer).href;
  expect((await (await visit(formUrl)).text()).includes('Sign in with Local Google')).toBe(true);
  const form = new URLSearchParams({
    email: person.email,
    name: person.name ?? '',
    action: person.cancel ? 'cancel' : 'continue',
  });
  if (person.emailVerified === false) form.set('email_verified', 'false');
  response = await visit(formUrl, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // The provider resumes the authorization request, then sends the browser back to the app.
  while (!response.headers.get('location')!.startsWith(CALLBACK))
    response = await visit(new URL(response.headers.get('location')!, google.issuer).href);
  return { callback: new URL(response.headers.get('location')!), stateCookie };
}

async function callback(url: URL, cookie?: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), SITE);
}

async function signIn(person: Person, redirect?: string) {
  const { callback: url, stateCookie } = await throughGoogle(person, redirect);
  return callback(url, stateCookie);
}

const me = async (token: string) =>
  injectJson<{ id: number; name: string; email: string }>(context.app, {
    method: 'GET',
    url: '/api/auth/me',
    headers: bearer(token),
  });

describe('Google sign-in against a local OpenID provider', () => {
  it('creates the account on first sign-in and lands on the asked-for page with a token', async () => {
    const landing = await signIn({ email: 'Casey.Google@Example.com', name: 'Casey Google' });
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('redirect')).toBe('/groups');
    const first = await me(landing.searchParams.get('token')!);
    expect(first.body).toMatchObject({ name: 'Casey Google', email: 'casey.google@example.com' });

    const again = await signIn({ email: 'casey.google@example.com', name: 'Renamed At Google' });
    const second = await me(again.searchParams.get('token')!);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.name).toBe('Casey Google');
  });

  it('makes the name Google gives one line: control characters and separators become spaces', async () => {
    const landing = await signIn({
      email: 'one.line@example.com',
      name: ' Gail\n\nSECURITY ALERT:\u2028claim\u0007 it ',
    });
    const account = await me(landing.searchParams.get('token')!);
    expect(account.body.name).toBe('Gail SECURITY ALERT: claim it');
  });

  it('gives an imported player their history, under their Google name, when Google vouches for the email', async () => {
    const owner = await registerUser(context.app);
    const group = await createGroup(context.app, owner);
    const { active } = await seasonTournaments(context.app);
    const db = context.database.db;
    const [imported] = await db
      .insert(users)
      .values({
        name: 'Imported Name',
        email: 'imported.player@example.com',
        importedAt: new Date(),
      })
      .returning();
    await db.insert(groupTournaments).values({ groupId: group.id, tournamentId: active.id });
    await db.insert(entries).values({
      groupId: group.id,
      tournamentId: active.id,
      userId: imported!.id,
      ...(await validPicks(context.app, owner.token, active.id)),
    });
    const names = async () =>
      (
        await injectJson<StandingsResponse>(context.app, {
          method: 'GET',
          url: `/api/pool-groups/${group.id}/tournaments/${active.id}/standings`,
          headers: bearer(owner.token),
        })
      ).body.standings.map((row) => row.player.name);
    // Read before the claim, so the body is remembered.
    expect(await names()).toEqual(['Imported Name']);

    const landing = await signIn({ email: 'Imported.Player@example.com', name: 'Google Name' });
    const account = await me(landing.searchParams.get('token')!);
    expect(account.body).toMatchObject({ name: 'Google Name', emailVerified: true });
    expect(await names()).toEqual(['Google Name']);
    // The history moved into the new account; the imported one is gone.
    expect(await db.select().from(users).where(eq(users.id, imported!.id))).toEqual([]);
  });

  const passwordLogin = (email: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('links an existing account whose owner proved the email; its password keeps working', async () => {
    const member = await registerUser(context.app, { email: 'linked@example.com' });
    await verifyEmailOf(context, member);
    const landing = await signIn({ email: 'LINKED@example.com', name: 'Someone Else' });
    const signedIn = await me(landing.searchParams.get('token')!);
    expect(signedIn.body).toMatchObject({ id: member.user.id, name: member.user.name });
    expect((await passwordLogin(member.user.email, member.password)).statusCode).toBe(200);
    expect((await me(member.token)).status).toBe(200);
  });

  it('takes an account registered with the email but never proven away from its registrant', async () => {
    // Someone registers the victim's address first and leaves their own payment handle on it.
    const squatter = await registerUser(context.app, {
      name: 'Not The Owner',
      email: 'victim@example.com',
    });
    await injectJson(context.app, {
      method: 'POST',
      url: '/api/user/payment-info',
      headers: bearer(squatter.token),
      payload: { venmoHandle: '@squatter' },
    });
    const landing = await signIn({ email: 'Victim@example.com', name: 'Real Owner' });
    const owner = await me(landing.searchParams.get('token')!);
    expect(owner.body).toMatchObject({
      id: squatter.user.id,
      name: 'Real Owner',
      emailVerified: true,
      hasPassword: false,
    });
    // The squatter's session and password no longer open it; their handle is gone.
    expect((await me(squatter.token)).status).toBe(401);
    expect((await passwordLogin('victim@example.com', squatter.password)).statusCode).toBe(401);
    expect(
      await context.database.db
        .select()
        .from(userPaymentInfo)
        .where(eq(userPaymentInfo.userId, squatter.user.id)),
    ).toEqual([]);
  });

  it('only follows redirects to paths on this site', async () => {
    for (const redirect of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const landing = await signIn({ email: 'redirects@example.com' }, redirect);
      expect(landing.searchParams.get('redirect')).toBe('/');
    }
    const landing = await signIn({ email: 'redirects@example.com' }, '/groups/3?tab=chat');
    expect(landing.searchParams.get('redirect')).toBe('/groups/3?tab=chat');
  });

  it('refuses a callback whose state was altered or whose state cookie is missing', async () => {
    const { callback: url, stateCookie } = await throughGoogle({ email: 'state@example.com' });
    const altered = new URL(url);
    altered.searchParams.set('state', 'forged-state');
    expect((await callback(altered, stateCookie)).href).toBe(
      `${SITE}/auth/error?message=callback_error`,
    );
    expect((await callback(url)).href).toBe(`${SITE}/auth/error?message=callback_error`);
    const forgedCookie = `${stateCookie.slice(0, -4)}AAAA`;
    expect((await callback(url, forgedCookie)).href).toBe(
      `${SITE}/auth/error?message=callback_error`,
    );
  });

  it('refuses to use one authorization code twice', async () => {
    const { callback: url, stateCookie } = await throughGoogle({ email: 'replay@example.com' });
    expect((await callback(url, stateCookie)).pathname).toBe('/auth/callback');
    expect((await callback(url, stateCookie)).href).toBe(
      `${SITE}/auth/error?message=callback_error`,
    );
  });

  it('sends a cancelled sign-in or an unverified email to /auth/error?message=oauth_failed', async () => {
    const cancelled = await signIn({ email: 'cancel@example.com', cancel: true });
    expect(cancelled.href).toBe(`${SITE}/auth/error?message=oauth_failed`);
    const unverified = await signIn({ email: 'unverified@example.com', emailVerified: false });
    expect(unverified.href).toBe(`${SITE}/auth/error?message=oauth_failed`);
    const created = await context.database.db
      .select()
      .from(users)
      .where(inArray(users.email, ['cancel@example.com', 'unverified@example.com']));
    expect(created).toEqual([]);
  });

  it('keeps the sign-in state in a short-lived, http-only cookie for this path only', async () => {
    const start = await context.app.inject({ method: 'GET', url: '/api/auth/google?redirect=/' });
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^fairway_google_state=[^;]+; Path=\/api\/auth\/google; Max-Age=600;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(google.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });
});
