import fp from 'fastify-plugin';
import { GoogleAccounts } from '../auth';
import { GoogleClient } from './google-client';
import { googleAuthRoutes } from './routes';
import { GoogleSignInService } from './service';
import { SignInStateSealer } from './sign-in-state';

/** The Google sign-in area: offered when GOOGLE_CLIENT_ID and its secret are set. */
export const googleAuth = fp(
  async (app) => {
    const { db, config, sessions, jwtSecret, clock } = app.core;
    const { clientId, clientSecret, issuer } = config.google;
    await app.register(googleAuthRoutes, {
      google:
        clientId && clientSecret
          ? new GoogleSignInService(
              db,
              sessions,
              new GoogleClient(issuer, clientId, clientSecret),
              new SignInStateSealer(jwtSecret),
              app.live.writes,
              clock,
              new GoogleAccounts(sessions, app.auth.hooks),
            )
          : undefined,
      publicUrl: config.publicUrl,
    });
  },
  { name: 'google-auth', dependencies: ['core', 'live', 'auth'] },
);
