/**
 * The one error type services throw: what went wrong, in the domain's words. Services know no
 * HTTP; http/error-handler.ts maps each kind to a status and sends `{"error": message}` (plus
 * `details`, fields for clients that act on them, e.g. what to confirm).
 */
export type FailureKind =
  | 'invalid'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payment-required'
  | 'too-large'
  | 'too-many-attempts'
  | 'upstream-failed'
  | 'unavailable'
  | 'busy';

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Sent as Retry-After: when asking again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('invalid', message, details);
export const notSignedIn = (message = 'Authentication required') =>
  new DomainError('not-signed-in', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, details);
/** Something must be paid first (a group's platform fee, or a declined card). */
export const paymentRequired = (message: string) => new DomainError('payment-required', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const tooManyAttempts = (message = 'Too many requests. Please try again later.') =>
  new DomainError('too-many-attempts', message);
/** A service we depend on (the payment provider) failed; the client may try again. */
export const upstreamFailed = (message: string, details?: Record<string, unknown>) =>
  new DomainError('upstream-failed', message, details);
/**
 * Work this instance refuses for now because its queue for it is full: asked again a little
 * later it will do it (503 with Retry-After, at once rather than after a wait).
 */
export const busy = (message: string, retryAfterSeconds: number) =>
  new DomainError('busy', message, undefined, retryAfterSeconds);
export const isBusy = (error: unknown): boolean =>
  error instanceof DomainError && error.kind === 'busy';
/** A feature that is switched off or down here (e.g. mail is not configured). */
export const unavailable = (message: string) => new DomainError('unavailable', message);
