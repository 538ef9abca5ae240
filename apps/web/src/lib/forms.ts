import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';

/**
 * The message of a form's first problem in its schema's order: the order the contract's checks
 * run in, so the browser names the same problem the server would answer (a form checked with
 * `zodResolver(<the contract's schema>)` hands its errors in that order).
 */
export function firstErrorMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string') return error.message;
    // An object or list of fields (a field's own error always has a type).
    const nested = 'type' in error ? null : firstErrorMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

/**
 * The most characters a contract's text field takes, for an input's `maxLength`, looking
 * through optional, nullable, default and transformed wrappers to the string inside.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  const { innerType, in: input } = schema.def as { innerType?: z.ZodType; in?: z.ZodType };
  const inside = innerType ?? input;
  return inside ? maxLengthOf(inside) : undefined;
}
