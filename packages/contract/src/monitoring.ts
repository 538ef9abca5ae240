import { z } from 'zod';

/** What the browser needs to report to the same project as the server (a DSN is public). */
export const MonitoringSettings = z.object({
  dsn: z.string(),
  environment: z.string(),
});
export type MonitoringSettings = z.infer<typeof MonitoringSettings>;
