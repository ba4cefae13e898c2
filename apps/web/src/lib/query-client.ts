import { API_RETRIES } from '@app/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * SPEC §7: calls retry up to 5 times with exponential delay (TanStack's default delay doubles
 * from 1 s up to 30 s). A request the server refused (4xx) would fail the same way again, so only
 * network and server failures are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= API_RETRIES) return false;
  return !(error instanceof ApiError) || error.retryable;
}

/**
 * A change is sent again only when the server applies it once however often it arrives (the
 * call says so: ApiError.repeatable); any other failed change waits for the member to try again
 * (CallError's button), so that nothing is bought, mailed or reported twice.
 */
export function shouldRetryChange(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.repeatable && shouldRetry(failureCount, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: shouldRetryChange },
    },
  });
}
