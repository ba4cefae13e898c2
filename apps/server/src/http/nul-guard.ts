import { nulCharacterPath } from '@app/core';
import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error';

/**
 * PostgreSQL text cannot hold NUL: a request with one in its path, query or body is refused as
 * invalid before any route runs, so no contract can forget it (multipart fields each go through
 * a schema that refuses it anyway).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = nulCharacterPath(input);
      if (path !== null) throw invalidField(path || '_', 'invalid');
    }
  });
}
