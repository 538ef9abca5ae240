import { z } from 'zod';
import { MonitoringSettings } from './monitoring';

/** What the browser app needs to know about this deployment. */
export const AppConfigResponse = z
  .object({
    supportEmail: z.string(),
    googleSignIn: z.boolean(),
    /** The server sends mail (verification, password reset); false with MAIL=off. */
    mail: z.boolean(),
    payments: z.enum(['fake', 'stripe']),
    stripePublishableKey: z.string().nullable(),
    /** Error reporting for the browser; null unless SENTRY_DSN is set. */
    monitoring: MonitoringSettings.nullable(),
  })
  .meta({ id: 'AppConfigResponse' });
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
