import type { ErrorCode } from '@app/core';

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} not found`);
