import { AuditPage, type AuditQuery } from '@app/core';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

export type AuditFilter = Partial<Omit<AuditQuery, 'limit'>>;

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => adminFetch('audit', { schema: AuditPage, query: { ...filter, limit: 50 }, signal }),
  });
