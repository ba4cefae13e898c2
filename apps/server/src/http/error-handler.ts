import type { ErrorBody } from '@app/core';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/driver-errors';
import { AppError, invalidFields } from './app-error';
import { RateLimited } from './rate-limits';

function body(
  code: ErrorBody['error']['code'],
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } };
}

/** A route schema names a refused field by its JSON pointer ('/a/b'); a contract issue by its path. */
const asContractIssue = ({ instancePath, message }: FastifySchemaValidationError) => ({
  path: instancePath.replace(/^\//, '').split('/'),
  message,
});

/** A database restart or failover takes seconds; the pool connects anew for the retried request. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One error path for the whole API: typed errors and bad input answer 4xx, a lost database
 * connection a retryable 503, anything else a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refused = hasZodFastifySchemaValidationErrors(error) ? invalidFields(error.validation.map(asContractIssue)) : error;
    if (refused instanceof RateLimited) reply.header('retry-after', String(refused.retryAfterSeconds));
    if (refused instanceof AppError) {
      return reply.status(refused.statusCode).send(body(refused.code, refused.message, refused.fields, refused.params));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) are the client's mistake.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('validation_failed', error.message));
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body('service_unavailable', 'The service is briefly unavailable, please try again.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'An error occured, please try again later.'));
  });
}
