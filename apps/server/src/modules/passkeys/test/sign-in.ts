import { registerUser, type TestContext, type TestUser } from '../../../../test/helpers';
import { passkeyCeremonies } from './ceremony';
import type { SoftwareAuthenticator } from './software-authenticator';

/** The ceremonies of passkeyCeremonies, and a user who has registered a passkey. */
export function passkeySignIns(ctx: TestContext) {
  const ceremonies = passkeyCeremonies(ctx);

  /** A new user with one registered passkey. */
  async function userWithPasskey(): Promise<TestUser & { authenticator: SoftwareAuthenticator }> {
    const user = await registerUser(ctx.app);
    const { authenticator, result } = await ceremonies.registerPasskey(user);
    if (result.status !== 201) throw new Error(`registration failed: ${JSON.stringify(result)}`);
    return { ...user, authenticator };
  }

  return { ...ceremonies, userWithPasskey };
}

/** What a refused sign-in answers. */
export const refused = (error = 'Authentication failed') => ({ status: 401, body: { error } });
