import type {
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
} from '@fairway/contract';
import { apiCaller, type TestContext, type TestUser } from '../../../../test/helpers';
import { SoftwareAuthenticator, type CeremonyOverrides } from './software-authenticator';

/** The browser side of both ceremonies, driven through the API of a test app. */
export function passkeyCeremonies(ctx: TestContext) {
  const call = apiCaller(ctx);

  const newAuthenticator = (options: { synced?: boolean } = {}) =>
    new SoftwareAuthenticator({ origin: ctx.config.webauthn.origin, ...options });

  const registrationOptions = async (user: TestUser) => {
    const response = await call<PasskeyRegistrationOptions>(
      'GET',
      '/api/auth/passkey/register/options',
      user.token,
    );
    if (response.status !== 200) throw new Error(`options failed: ${JSON.stringify(response)}`);
    return response.body;
  };

  const verifyRegistration = (user: TestUser, body: object) =>
    call<{ verified?: true; passkey?: Passkey; error?: string }>(
      'POST',
      '/api/auth/passkey/register/verify',
      user.token,
      body,
    );

  /** Options, create(), verify: a new passkey for `user`, as a browser would register it. */
  const registerPasskey = async (
    user: TestUser,
    authenticator = newAuthenticator(),
    extra: { name?: string; overrides?: CeremonyOverrides } = {},
  ) => {
    const options = await registrationOptions(user);
    const credential = authenticator.createCredential(options, extra.overrides);
    const result = await verifyRegistration(user, { ...credential, name: extra.name });
    return { authenticator, options, credential, result };
  };

  let caller = 0;
  const authenticationOptions = async (body: object = {}) => {
    caller += 1;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/authenticate/options',
      payload: body,
      // A different address each time, so the per-IP challenge limit never trips these tests.
      remoteAddress: `198.51.${Math.floor(caller / 250) % 250}.${caller % 250}`,
    });
    if (response.statusCode !== 200) throw new Error(`options failed: ${response.body}`);
    return response.json<PasskeyAuthenticationOptions>();
  };

  const verifyAuthentication = (body: object) =>
    call<{ token?: string; error?: string }>(
      'POST',
      '/api/auth/passkey/authenticate/verify',
      undefined,
      body,
    );

  /** Options (for `email`, or discoverable), get(), verify. */
  const signIn = async (
    authenticator: SoftwareAuthenticator,
    email?: string,
    overrides?: CeremonyOverrides,
  ) => {
    const options = await authenticationOptions(email === undefined ? {} : { email });
    const assertion = authenticator.getAssertion(options, overrides);
    return { options, assertion, result: await verifyAuthentication(assertion) };
  };

  const me = (token: string) => call<{ id: number; email: string }>('GET', '/api/auth/me', token);

  const list = (user: TestUser) => call<Passkey[]>('GET', '/api/auth/passkey/list', user.token);

  return {
    call,
    newAuthenticator,
    registrationOptions,
    verifyRegistration,
    registerPasskey,
    authenticationOptions,
    verifyAuthentication,
    signIn,
    me,
    list,
  };
}
