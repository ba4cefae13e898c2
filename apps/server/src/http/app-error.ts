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

/** A contract parsed by hand failed: the same answer as a route schema's, the first broken rule per field. */
export function validationFailed(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('validation_failed', 400, 'The request is not valid.', fields);
}
