import { z } from 'zod';

/** Every failure the API sends: `{"error": "..."}`. */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A path id: a positive integer; anything else is a 400 naming the id, never a 5xx. */
export function idParam(label = 'Id') {
  const message = `${label} must be a positive integer`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message);
}

export const PositiveId = idParam();

export const IsoDateTime = z.string().describe('ISO 8601 time in UTC');
export const IsoDate = z.string().describe('calendar date, YYYY-MM-DD');

export const MessageResponse = z.object({ message: z.string() });
