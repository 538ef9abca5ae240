import { hasControlCharacters } from '@fairway/domain';
import { z } from 'zod';

/** Every failure the API sends: `{"error": "..."}`. */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The largest number a PostgreSQL integer column holds: ids, counts and cents are stored in them. */
export const INT4_MAX = 2_147_483_647;

/**
 * An id the request names, in its path, body or query: a positive whole number an integer
 * column can hold. Anything else (text, fractions, 0, negatives, 2^31 and beyond, 1e400) is a
 * 400 saying "<label> must be a positive integer", never a database error. `missing` is said
 * instead when no number was given at all (absent, or text that is not one), for the fields
 * whose forms have their own words for an empty choice.
 */
export function idParam(label = 'Id', { missing }: { missing?: string } = {}) {
  const message = `${label} must be a positive integer`;
  // Coercion turns an absent value or text into NaN, and a huge exponent into Infinity.
  const typeError = (issue: { input?: unknown }) =>
    missing && Number.isNaN(issue.input) ? missing : message;
  return z.coerce
    .number({ error: typeError })
    .int(message)
    .positive(message)
    .max(INT4_MAX, message);
}

export const PositiveId = idParam();

/**
 * A person's or a group's name as a request sets it: trimmed, 1 to `maxLength` characters, and
 * one line: a line break or another control character is refused (packages/domain/src/names.ts
 * says why), so a name can never add a paragraph to a mail or a page. `label` starts each
 * message: "Name is required", "Group name cannot contain line breaks or control characters".
 */
export function nameField(label: string, maxLength: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine(
      (name) => !hasControlCharacters(name),
      `${label} cannot contain line breaks or control characters`,
    );
}

export const IsoDateTime = z.string().describe('ISO 8601 time in UTC');
export const IsoDate = z.string().describe('calendar date, YYYY-MM-DD');

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
