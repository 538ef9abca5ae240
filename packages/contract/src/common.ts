import { z } from 'zod';

/** Every failure the API sends: `{"error": "..."}`. */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Path ids are positive integers; anything else is a 400, never a 5xx. */
export const PositiveId = z.coerce
  .number({ error: 'Id must be a positive integer' })
  .int('Id must be a positive integer')
  .positive('Id must be a positive integer')
  .max(2_147_483_647, 'Id must be a positive integer');

export const IsoDateTime = z.string().describe('ISO 8601 time in UTC');
export const IsoDate = z.string().describe('calendar date, YYYY-MM-DD');

export const MessageResponse = z.object({ message: z.string() });
