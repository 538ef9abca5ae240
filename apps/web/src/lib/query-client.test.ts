import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api';
import { createQueryClient, mayPassOnItsOwn } from './query-client';

const failure = (status: number) => new ApiError(`HTTP error! status: ${status}`, status);

describe('retries', () => {
  it('never asks again after a refusal: 400, 401, 402, 403, 404, 409', () => {
    for (const status of [400, 401, 402, 403, 404, 409])
      expect(mayPassOnItsOwn(failure(status))).toBe(false);
  });

  it('asks again when the request may not have arrived or the server failed', () => {
    for (const status of [NETWORK_ERROR_STATUS, 408, 429, 500, 502, 503])
      expect(mayPassOnItsOwn(failure(status))).toBe(true);
    // A bug in the page (not an HTTP failure) fails the same way again.
    expect(mayPassOnItsOwn(new TypeError('x is undefined'))).toBe(false);
  });

  it('uses the rule for queries (three times) and mutations (once)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    const queryRetry = queries!.retry as (count: number, error: Error) => boolean;
    const mutationRetry = mutations!.retry as (count: number, error: Error) => boolean;
    expect(queryRetry(0, failure(402))).toBe(false);
    expect(queryRetry(2, failure(503))).toBe(true);
    expect(queryRetry(3, failure(503))).toBe(false);
    expect(mutationRetry(0, failure(503))).toBe(true);
    expect(mutationRetry(1, failure(503))).toBe(false);
  });
});
