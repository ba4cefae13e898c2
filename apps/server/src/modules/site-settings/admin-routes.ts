import {
  AdminCompaniesResponse,
  AdminCompanyResponse,
  AdminSiteResponse,
  AdminSitesResponse,
  SaveCompanyBody,
  CompanyIdParams,
  CreateSiteBody,
  ErrorBody,
  SiteIdParams,
  UpdateSiteBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { SiteSettingsService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Sites and companies in the back office: support may look, only admins change them. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SiteSettingsService }> = async (app, { settings }) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.get('/api/admin/sites', { schema: { response: { 200: AdminSitesResponse, ...errors } } }, async () => ({
      sites: await settings.list(),
    }));
    staff.get(
      '/api/admin/sites/:siteId',
      { schema: { params: SiteIdParams, response: { 200: AdminSiteResponse, ...errors } } },
      async (request) => ({ site: await settings.get(request.params.siteId) }),
    );
    staff.get('/api/admin/companies', { schema: { response: { 200: AdminCompaniesResponse, ...errors } } }, async () => ({
      companies: await settings.companies(),
    }));
  });

  staffRoutes(app, [], (staff) => {
    staff.post(
      '/api/admin/sites',
      { schema: { body: CreateSiteBody, response: { 200: AdminSiteResponse, ...errors } } },
      async (request) => ({ site: await settings.create(staffOf(request), request.body) }),
    );
    staff.put(
      '/api/admin/sites/:siteId',
      { schema: { params: SiteIdParams, body: UpdateSiteBody, response: { 200: AdminSiteResponse, ...errors } } },
      async (request) => ({ site: await settings.update(staffOf(request), request.params.siteId, request.body) }),
    );
    staff.post(
      '/api/admin/companies',
      { schema: { body: SaveCompanyBody, response: { 200: AdminCompanyResponse, ...errors } } },
      async (request) => ({ company: await settings.createCompany(staffOf(request), request.body) }),
    );
    staff.put(
      '/api/admin/companies/:companyId',
      { schema: { params: CompanyIdParams, body: SaveCompanyBody, response: { 200: AdminCompanyResponse, ...errors } } },
      async (request) => ({ company: await settings.updateCompany(staffOf(request), request.params.companyId, request.body) }),
    );
  });
};
