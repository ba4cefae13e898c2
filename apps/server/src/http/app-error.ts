import type { ErrorCode } from '@app/core';
import type { z } from 'zod';

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Values the translated message needs, e.g. { minutes: 15 }. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} not found`);

/** A rule on one field that only the server can check (it needs the site or the database). */
export const invalidField = (field: string, rule: string) =>
  new AppError('validation_failed', 400, 'The request is not valid.', { [field]: rule });

/**
 * Input a contract refused, by a route schema or parsed by hand: the first broken rule of each
 * field (schemas list the specific ones first), under its dotted path or '_' for the whole input.
 */
export function invalidFields(issues: Iterable<{ path: readonly PropertyKey[]; message?: string }>): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message ?? 'invalid';
  return new AppError('validation_failed', 400, 'The request is not valid.', fields);
}

/** A contract parsed by hand failed: the same answer as a route schema's. */
export const validationFailed = (error: z.ZodError) => invalidFields(error.issues);
