import { DataExportDownloadQuery, DataExportResponse, ErrorBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { DataExportService } from './service';

export const dataExportRoutes: FastifyPluginAsyncZod<{ dataExports: DataExportService }> = async (app, { dataExports }) => {
  memberRoutes(app, (member) => {
    member.get('/data-export.php', { schema: { response: { 200: DataExportResponse, 403: ErrorBody } } }, async (request) =>
      dataExports.state(memberOf(request)),
    );

    member.post('/data-export.php', { schema: { response: { 200: DataExportResponse, 403: ErrorBody, 429: ErrorBody } } }, async (request) =>
      dataExports.request(memberOf(request)),
    );

    member.get(
      '/data-export-download.php',
      // A file, not JSON: errors (403, 404, 410) answer ErrorBody through the error handler as everywhere.
      { schema: { querystring: DataExportDownloadQuery } },
      async (request, reply) => {
        const { file, filename } = await dataExports.download(memberOf(request), request.query.token);
        return reply
          .header('content-type', 'application/zip')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  });
};
