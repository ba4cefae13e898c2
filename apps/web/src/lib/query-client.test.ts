import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

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
});
