import {
  type AdminCompany,
  AdminCompaniesResponse,
  AdminCompanyResponse,
  AdminDiscountResponse,
  AdminDiscountsResponse,
  type AdminSite,
  AdminSitePageResponse,
  AdminSitePageSaved,
  AdminSitePagesResponse,
  AdminSiteResponse,
  AdminSitesResponse,
  type SaveCompanyBody,
  type CreateDiscountBody,
  type CreateSiteBody,
  DiscountUsesResponse,
  OkResponse,
  type PageContent,
  PagePreviewResponse,
  type SitePageBody,
  type UpdateDiscountBody,
  type UpdateSiteBody,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

/** The back office's calls for sites, companies, discount codes and pages (server: site-settings, discounts, static-pages). */
export const sitesQuery = queryOptions({
  queryKey: ['admin', 'sites'],
  queryFn: () => adminFetch('/api/admin/sites', { schema: AdminSitesResponse }),
});

export const siteQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['admin', 'sites', siteId],
    queryFn: () => adminFetch(`/api/admin/sites/${siteId}`, { schema: AdminSiteResponse }),
  });

export const companiesQuery = queryOptions({
  queryKey: ['admin', 'companies'],
  queryFn: () => adminFetch('/api/admin/companies', { schema: AdminCompaniesResponse }),
});

export const discountCodesQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: ['admin', 'discount-codes', siteId],
    queryFn: () =>
      adminFetch(`/api/admin/discount-codes${siteId === null ? '' : `?siteId=${siteId}`}`, { schema: AdminDiscountsResponse }),
  });

export const discountUsesQuery = (codeId: number) =>
  queryOptions({
    queryKey: ['admin', 'discount-codes', 'uses', codeId],
    queryFn: () => adminFetch(`/api/admin/discount-codes/${codeId}/uses`, { schema: DiscountUsesResponse }),
  });

export const sitePagesQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['admin', 'sites', siteId, 'pages'],
    queryFn: () => adminFetch(`/api/admin/sites/${siteId}/pages`, { schema: AdminSitePagesResponse }),
  });

export const sitePageQuery = (siteId: number, token: string) =>
  queryOptions({
    queryKey: ['admin', 'sites', siteId, 'pages', token],
    queryFn: () => adminFetch(`/api/admin/sites/${siteId}/pages/${token}`, { schema: AdminSitePageResponse }),
  });

/** Every write refreshes what the back office shows of sites (a site's list, its pages, its codes). */
function useAdminWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useCreateSite = () =>
  useAdminWrite((body: CreateSiteBody) => adminFetch('/api/admin/sites', { method: 'POST', body, schema: AdminSiteResponse }));

export const useSaveSite = (site: Pick<AdminSite, 'id'>) =>
  useAdminWrite((body: UpdateSiteBody) => adminFetch(`/api/admin/sites/${site.id}`, { method: 'PUT', body, schema: AdminSiteResponse }));

export const useSaveCompany = (company: Pick<AdminCompany, 'id'> | null) =>
  useAdminWrite((body: SaveCompanyBody) =>
    company
      ? adminFetch(`/api/admin/companies/${company.id}`, { method: 'PUT', body, schema: AdminCompanyResponse })
      : adminFetch('/api/admin/companies', { method: 'POST', body, schema: AdminCompanyResponse }),
  );

export const useCreateDiscount = () =>
  useAdminWrite((body: CreateDiscountBody) =>
    adminFetch('/api/admin/discount-codes', { method: 'POST', body, schema: AdminDiscountResponse }),
  );

export const useDiscountStatus = () =>
  useAdminWrite(({ id, ...body }: UpdateDiscountBody & { id: number }) =>
    adminFetch(`/api/admin/discount-codes/${id}`, { method: 'PATCH', body, schema: AdminDiscountResponse }),
  );

export const useSavePage = (siteId: number, token: string) =>
  useAdminWrite((body: SitePageBody) =>
    adminFetch(`/api/admin/sites/${siteId}/pages/${token}`, { method: 'PUT', body, schema: AdminSitePageSaved }),
  );

export const useDeletePage = (siteId: number, token: string) =>
  useAdminWrite((reason: string) =>
    adminFetch(`/api/admin/sites/${siteId}/pages/${token}`, { method: 'DELETE', body: { reason }, schema: OkResponse }),
  );

export const previewPage = (siteId: number, lang: string, content: PageContent) =>
  adminFetch(`/api/admin/sites/${siteId}/page-preview`, { method: 'POST', body: { lang, content }, schema: PagePreviewResponse });
