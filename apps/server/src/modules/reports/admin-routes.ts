import { ErrorBody, ReportExportQuery, ReportsQuery, ReportsResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoutes } from '../staff/staff-routes';
import type { ReportService } from './service';

export interface ReportAdminRoutesOptions {
  reports: ReportService;
}

const errors = { 400: ErrorBody, 403: ErrorBody };

/** Reports on money and signups (issue 17), for finance and admins. */
export const reportAdminRoutes: FastifyPluginAsyncZod<ReportAdminRoutesOptions> = async (app, { reports }) => {
  staffRoutes(app, ['finance'], (staff) => {
    staff.get(
      '/api/admin/reports',
      { schema: { querystring: ReportsQuery, response: { 200: ReportsResponse, ...errors } } },
      async (request) => reports.report(request.query),
    );

    // Written on the server, so the file holds exactly the figures the page shows.
    staff.get(
      '/api/admin/reports/export.csv',
      { schema: { querystring: ReportExportQuery, response: { 200: z.string(), ...errors } } },
      async (request, reply) => {
        const { filename, body } = await reports.csv(request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  });
};
