import { AuditPage, AuditQuery } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readAuditLog } from './audit-log';
import { staffRoutes } from './staff-routes';

/** The audit log, read on the pages of what it is about and searched on its own page. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffRoutes(app, ['support', 'moderator', 'finance'], (staff) => {
    staff.get(
      '/api/admin/audit',
      { schema: { querystring: AuditQuery, response: { 200: AuditPage } } },
      async (request) => readAuditLog(db, request.query),
    );
  });
};
