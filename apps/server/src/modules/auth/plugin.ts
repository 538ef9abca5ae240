import fp from 'fastify-plugin';
import { AccountDeletion } from './account-deletion';
import { accountHooks, type AccountHooks } from './account-hooks';
import { AccountMail } from './account-mail';
import { accountRoutes } from './account-routes';
import { EmailVerification } from './email-verification';
import { LoginLimits } from './login-limits';
import { PasswordService } from './passwords';
import { authRoutes } from './routes';
import { AuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      service: AuthService;
      /** Where the areas that keep more of a person register their part of an account change. */
      hooks: AccountHooks;
    };
  }
}

/** The accounts area: registration, sign-in, verification, passwords and deletion. */
export const auth = fp(
  async (app) => {
    const { db, config, clock, limits, sessions } = app.core;
    const live = app.live.writes;
    const accountMail = new AccountMail(config);
    const loginLimits = new LoginLimits(limits);
    const hooks = accountHooks();
    app.addHook('onReady', async () => {
      hooks.claimImportedHistory.requireAnswer();
      hooks.leaveGroups.requireAnswer();
    });
    const verification = new EmailVerification(
      db,
      accountMail,
      clock,
      limits,
      config.supportEmail,
      live,
      hooks,
    );
    const service = new AuthService(db, sessions, limits, loginLimits, verification);
    app.decorate('auth', { service, hooks });
    await app.register(authRoutes, { auth: service });
    await app.register(accountRoutes, {
      verification,
      passwords: new PasswordService(
        db,
        sessions,
        accountMail,
        clock,
        limits,
        loginLimits,
        config.supportEmail,
        app.log,
        live,
        hooks,
      ),
      deletion: new AccountDeletion(db, sessions, accountMail, clock, loginLimits, live, hooks),
      sessions,
    });
  },
  { name: 'auth', dependencies: ['core', 'live'] },
);
