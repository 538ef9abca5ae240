import type { AppConfigResponse } from '@fairway/contract';

/** GET /api/config's answer: mail on, fake payments, no Google sign-in or monitoring. */
export const appConfig = (overrides: Partial<AppConfigResponse> = {}): AppConfigResponse => ({
  supportEmail: 'support@fairway.local',
  googleSignIn: false,
  mail: true,
  payments: 'fake',
  stripePublishableKey: null,
  monitoring: null,
  ...overrides,
});
