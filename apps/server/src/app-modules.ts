import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { core, type AppOptions } from './core';
import { golfData } from './golf-data/plugin';
import { http, webApp } from './http/plugin';
import { adminEntries } from './modules/admin-entries';
import { adminTiers } from './modules/admin-tiers';
import { appConfig } from './modules/app-config';
import { auth } from './modules/auth';
import { billing } from './modules/billing';
import { cardPayments } from './modules/card-payments';
import { chat } from './modules/chat';
import { csvImports } from './modules/csv-imports';
import { dashboard } from './modules/dashboard';
import { demo } from './modules/demo';
import { events } from './modules/events';
import { forecast } from './modules/forecast';
import { game } from './modules/game';
import { googleAuth } from './modules/google-auth';
import { groups } from './modules/groups';
import { history } from './modules/history';
import { live } from './modules/live';
import { mail } from './modules/mail';
import { memberPayments } from './modules/member-payments';
import { notices } from './modules/notices';
import { passkeys } from './modules/passkeys';
import { paymentInfo } from './modules/payment-info';
import { platformAdmin } from './modules/platform-admin';
import { profile } from './modules/profile';
import { standings } from './modules/standings';
import { testHooks } from './modules/test-hooks';
import { tournaments } from './modules/tournaments';

/** A module is a plugin given buildApp's options (only core reads them). */
type AppModule = FastifyPluginAsync<AppOptions> | FastifyPluginCallback<AppOptions>;

/**
 * The app, as the list of its modules (app.ts registers them in this order). Each is a Fastify
 * plugin (its area's plugin.ts) that builds its services from what the modules before it
 * expose (decorators such as `app.groups`), registers its routes and declares its change
 * handlers; a module names those it needs (`dependencies`), and Fastify refuses a list where
 * one comes before them. Adding an area is writing its plugin and adding it here.
 */
export const modules: AppModule[] = [
  // What every area builds on, and what every route shares.
  core,
  http,
  mail,
  events,
  live,
  appConfig,
  // Accounts, then the areas that keep more of a person (their parts of an account change).
  auth,
  passkeys,
  googleAuth,
  tournaments,
  golfData,
  groups,
  paymentInfo,
  chat,
  game,
  billing,
  cardPayments,
  dashboard,
  profile,
  forecast,
  standings,
  demo,
  notices,
  history,
  memberPayments,
  csvImports,
  adminTiers,
  adminEntries,
  platformAdmin,
  testHooks,
  // Last: the built web app answers every other GET.
  webApp,
];
