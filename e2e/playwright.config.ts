import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { LOCAL_GOOGLE_CLIENT } from '../apps/server/test/local-google-client';
import { testSmtpUrl } from '../apps/server/test/mail-credentials';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const GOOGLE_PORT = PORT + 1;
const SENTRY_PORT = PORT + 2;
const MAIL_SMTP_PORT = PORT + 3;
const MAIL_HTTP_PORT = PORT + 4;
// One fresh embedded database per run; worker processes inherit the folder through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fairway-e2e-'));

export const ADMIN = { email: 'admin@fairway.test', password: 'e2e-admin-password' };
/**
 * Browsers refuse WebAuthn on a bare IP address, so passkey journeys open the app by name; the
 * server's relying party is this origin.
 */
export const PASSKEY_ORIGIN = `http://localhost:${PORT}`;
/** Google sign-in runs against a local OpenID provider (e2e/local-google.ts). */
const LOCAL_GOOGLE_ISSUER = `http://127.0.0.1:${GOOGLE_PORT}`;
/** Error reports go to a local Sentry stand-in (e2e/local-sentry.ts); GET /received lists them. */
export const LOCAL_SENTRY = `http://127.0.0.1:${SENTRY_PORT}`;
/** Mail goes to a local SMTP server (e2e/local-mail.ts); GET /received?to=... lists what arrived. */
export const LOCAL_MAIL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/results',
  // Time limits catch hangs, not slowness: the longest journeys take 30 to 45 s when the
  // machine is slow (two browsers, card payments), so a limit near that fails healthy runs.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Headless Chromium draws without a GPU: one pulsing "Live" dot kept a core busy for as
    // long as its page was open (1.1 cores on an idle standings page, 0.03 without it), which
    // slowed every journey beside it. The app's endless animations are motion-safe, so a
    // browser asking for reduced motion, as these do, shows them still.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /(clock|accessibility|standings-layout)\.spec\.ts/ },
    // Accessibility scans run after the journeys, one at a time: a scan is mostly one busy
    // browser thread, and beside a journey on two cores the scans took 341 s instead of 147 s
    // alone. The whole browser run went from 6.3 to 4.6 minutes.
    {
      name: 'accessibility',
      testMatch: /accessibility\.spec\.ts/,
      dependencies: ['journeys'],
    },
    // The standings' layout, live and then final: it plays the live tournament to its end
    // (moving the server's clock past its last day), so it runs alone, after the scans.
    {
      name: 'finishes-play',
      testMatch: /standings-layout\.spec\.ts/,
      dependencies: ['accessibility'],
    },
    // Journeys that move the server's clock run last, alone, so they cannot disturb the others
    // (the clock journey plays the next tournament, still upcoming after the live one ends).
    { name: 'clock', testMatch: /clock\.spec\.ts/, dependencies: ['finishes-play'] },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/local-google.ts',
      cwd: '..',
      url: `${LOCAL_GOOGLE_ISSUER}/.well-known/openid-configuration`,
      // Generous: on a busy machine loading oidc-provider through tsx can take a while.
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        LOCAL_GOOGLE_PORT: String(GOOGLE_PORT),
        APP_ORIGINS: `http://127.0.0.1:${PORT},${PASSKEY_ORIGIN}`,
      },
    },
    {
      command: 'node --import tsx e2e/local-sentry.ts',
      cwd: '..',
      url: `${LOCAL_SENTRY}/received`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { LOCAL_SENTRY_PORT: String(SENTRY_PORT) },
    },
    {
      command: 'node --import tsx e2e/local-mail.ts',
      cwd: '..',
      url: `${LOCAL_MAIL}/received`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        LOCAL_MAIL_SMTP_PORT: String(MAIL_SMTP_PORT),
        LOCAL_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT),
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/readyz`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        TEST_HOOKS: '1',
        WEBAUTHN_ORIGIN: PASSKEY_ORIGIN,
        GOOGLE_ISSUER: LOCAL_GOOGLE_ISSUER,
        GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
        SENTRY_DSN: `http://fairwaypublickey@127.0.0.1:${SENTRY_PORT}/1`,
        SENTRY_ENVIRONMENT: 'e2e',
        SMTP_URL: testSmtpUrl(MAIL_SMTP_PORT),
        UPDATE_INTERVAL_S: '5',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
