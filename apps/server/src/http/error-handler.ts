import type { ErrorBody } from '@app/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function body(
  code: ErrorBody['error']['code'],
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } };
}

/** One error path for the whole API: typed errors and bad input answer 4xx, anything else a bare 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // The first broken rule of a field is the one to tell (schemas list the specific ones first).
        fields[path || '_'] ??= issue.message ?? 'invalid';
      }
      return reply.status(400).send(body('validation_failed', 'The request is not valid.', fields));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) are the client's mistake.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('validation_failed', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'An error occured, please try again later.'));
  });
}
