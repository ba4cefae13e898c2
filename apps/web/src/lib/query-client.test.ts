import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry, shouldRetryChange } from './query-client';

describe('retry policy (SPEC §7)', () => {
  it('retries network and server failures up to 5 times', () => {
    const network = new ApiError(0, 'network_error', 'offline');
    const server = new ApiError(503, 'internal_error', 'down');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(shouldRetry(attempt, network)).toBe(true);
      expect(shouldRetry(attempt, server)).toBe(true);
    }
    expect(shouldRetry(5, network)).toBe(false);
  });

  it('does not repeat a request the server refused', () => {
    expect(shouldRetry(0, new ApiError(400, 'validation_failed', 'bad'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'authentication_required', 'log in'))).toBe(false);
  });

  it('sends a change again only when the call is safe to repeat', () => {
    const failed = (status: number, repeatable: boolean) =>
      Object.assign(new ApiError(status, status ? 'internal_error' : 'network_error', 'failed'), { repeatable });
    expect(shouldRetryChange(0, failed(0, true))).toBe(true);
    expect(shouldRetryChange(4, failed(503, true))).toBe(true);
    expect(shouldRetryChange(5, failed(503, true))).toBe(false);
    expect(shouldRetryChange(0, failed(0, false))).toBe(false);
    expect(shouldRetryChange(0, Object.assign(new ApiError(409, 'validation_failed', 'no'), { repeatable: true }))).toBe(false);
    expect(shouldRetryChange(0, new Error('a bug'))).toBe(false);
  });
});
