import { type ErrorCode, ErrorBody, type PageApi, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import type { z } from 'zod';

/** An API answer other than 2xx, carrying the server's error code for translation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly fields?: Record<string, string>,
    /** Values the translated message needs, e.g. { minutes: 15 } for too_many_attempts. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth another try: the network or the server failed, not the request. */
  get retryable(): boolean {
    return this.code === 'network_error' || this.status >= 500;
  }
}

type AuthRequiredListener = () => void;
let onAuthenticationRequired: AuthRequiredListener = () => {};

/** SPEC §8: a 403 authentication_required (not from user.php) logs the member out. */
export function setAuthenticationRequiredListener(listener: AuthRequiredListener): void {
  onAuthenticationRequired = listener;
}

type BannedListener = (error: ApiError) => void;
let onBanned: BannedListener = () => {};

/** A 403 banned from any call, user.php included: the member is sent to the /ban page. */
export function setBannedListener(listener: BannedListener): void {
  onBanned = listener;
}

/** How a call reaches the server: the browser's fetch, or the server's own routes while it renders a page. */
let transport: PageApi = (url, init) => fetch(url, init);

/** The server's page renderer answers the calls a page makes without a network round trip (entry-server.tsx). */
export function setApiTransport(next: PageApi): void {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A multipart body (file uploads); the browser sets its content type. */
  form?: FormData;
  signal?: AbortSignal;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}

/** Calls the API and checks the answer against its contract schema from packages/core. */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', query, body, form, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  // SPEC §7 asks it of user.php; the server's CSRF guard asks it of every state-changing call,
  // including the GETs the SPEC names (conversation.php, auto-like.php), so every call carries it.
  const headers: Record<string, string> = { accept: 'application/json', [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(urlFor(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      ...(body !== undefined ? { body: JSON.stringify(body) } : form ? { body: form } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', 'The network is not reachable.');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(payload);
    const error = parsed.success
      ? new ApiError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.fields,
          parsed.data.error.params,
        )
      : new ApiError(response.status, 'internal_error', response.statusText || 'Error');
    if (error.code === 'authentication_required' && !path.startsWith('user.php')) onAuthenticationRequired();
    if (error.code === 'banned') onBanned(error);
    throw error;
  }
  return schema.parse(payload);
}
