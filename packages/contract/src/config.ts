import { z } from 'zod';

/** What the browser app needs to know about this deployment. */
export const AppConfigResponse = z
  .object({
    supportEmail: z.string(),
    googleSignIn: z.boolean(),
    payments: z.enum(['fake', 'stripe']),
    stripePublishableKey: z.string().nullable(),
    sentryDsn: z.string().nullable(),
  })
  .meta({ id: 'AppConfigResponse' });
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
