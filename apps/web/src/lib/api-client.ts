import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type PageApi,
  REQUEST_TYPE_HEADER,
  REQUEST_TYPE_VALUE,
  STAFF_ERROR_CODES,
} from '@app/core';
import type * as Contract from '@app/core';
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

  /**
   * Safe to send again as it was: the server applies it once however often it arrives. Set by
   * request() from the call (see RequestOptions.repeatable); an error made elsewhere is not.
   */
  repeatable = false;

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
  /**
   * The server applies the call once however often it arrives, so a lost answer may be asked for
   * again (SPEC §7). GET, PUT and DELETE are by their method unless a call says otherwise; a POST
   * is only when it says so (an insert that ignores a repeat, a question put as a POST).
   */
  repeatable?: boolean;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}

/** packages/core's schemas by name: a call names the schema of its answer. */
type Schemas = {
  [Name in keyof typeof Contract as (typeof Contract)[Name] extends z.ZodType ? Name : never]: (typeof Contract)[Name];
};
export type AnswerName = keyof Schemas;
export type Answer<Name extends AnswerName> = z.infer<Schemas[Name]>;

/**
 * An answer as the contract schema named `name` describes it. Production trusts the server, which
 * serialises every answer by its schema; development (and the unit tests) check it against the
 * schema, loaded only then, so that no schema and no zod is in the first load (issue #20).
 */
export async function answerOf<Name extends AnswerName>(name: Name, payload: unknown): Promise<Answer<Name>> {
  if (import.meta.env.DEV) {
    const contract: Schemas = await import('@app/core');
    (contract[name] as z.ZodType).parse(payload);
  }
  return payload as Answer<Name>;
}

const errorCodes = new Set<string>([...ERROR_CODES, ...STAFF_ERROR_CODES]);

/**
 * The error of an answer other than 2xx, if its body is the contract's ErrorBody. Checked by hand:
 * any body can come back (a proxy's error page), and this runs on every page, where zod is not.
 */
export function errorBodyOf(payload: unknown): ErrorBody['error'] | undefined {
  const error = (payload as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, params } = error as Record<string, unknown>;
  const isRecordOf = (value: unknown, ...types: string[]) =>
    value === undefined ||
    (typeof value === 'object' && value !== null && Object.values(value).every((item) => types.includes(typeof item)));
  const valid =
    typeof code === 'string' &&
    errorCodes.has(code) &&
    typeof message === 'string' &&
    isRecordOf(fields, 'string') &&
    isRecordOf(params, 'string', 'number');
  return valid ? (error as ErrorBody['error']) : undefined;
}

/**
 * Calls the API: the answer's JSON as it came, or an ApiError. The member app's calls go through
 * api(); the back office checks its answers itself (admin-api.ts).
 */
export async function request(
  path: string,
  { method = 'GET', query, body, form, signal, repeatable = method !== 'POST' }: RequestOptions = {},
): Promise<unknown> {
  const failed = (error: ApiError) => Object.assign(error, { repeatable });
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
    throw failed(new ApiError(0, 'network_error', 'The network is not reachable.'));
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = errorBodyOf(payload);
    const error = failed(
      body
        ? new ApiError(response.status, body.code, body.message, body.fields, body.params)
        : new ApiError(response.status, 'internal_error', response.statusText || 'Error'),
    );
    if (error.code === 'authentication_required' && !path.startsWith('user.php')) onAuthenticationRequired();
    if (error.code === 'banned') onBanned(error);
    throw error;
  }
  return payload;
}

/** Calls the API for an answer of packages/core's schema `answer` (checked in development, see answerOf). */
export async function api<Name extends AnswerName>(path: string, answer: Name, options?: RequestOptions): Promise<Answer<Name>> {
  return answerOf(answer, await request(path, options));
}
