import { nulCharacterPath } from '@app/core';
import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error';

/**
 * PostgreSQL text cannot hold NUL: a request with one in its path, query or body is refused as
 * invalid before any route runs, so no contract can forget it (multipart fields each go through
 * a schema that refuses it anyway).
 */
export function registerNulGuard(app: FastifyInstance): void {
  // Not async: a promise per request for a check that never waits (issue 20). Fastify answers what it throws.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = nulCharacterPath(input);
      if (path !== null) throw invalidField(path || '_', 'invalid');
    }
    done();
  });
}
