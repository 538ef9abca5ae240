import fp from 'fastify-plugin';
import { removePasskeys } from './remove-passkeys';
import { passkeyRoutes } from './routes';
import { PasskeyService } from './service';

/** The passkeys area: WebAuthn registration and sign-in; a deleted account's passkeys go. */
export const passkeys = fp(
  async (app) => {
    const { db, sessions, config, clock, limits } = app.core;
    app.auth.hooks.removeWaysIn.push(removePasskeys);
    await app.register(passkeyRoutes, {
      passkeys: new PasskeyService(db, sessions, config.webauthn, clock, limits),
    });
  },
  { name: 'passkeys', dependencies: ['core', 'auth'] },
);
