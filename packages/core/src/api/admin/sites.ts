import { z } from 'zod';
import { Locale } from '../locale';
import { CompanyInfo } from '../companyinfo';
import { Id, IdParam } from '../ids';
import { CountryCode } from '../regions';
import { Niche, SiteConfig } from '../settings';
import { Reason } from './staff';

/**
 * A site's host name as it is stored and matched: lower case, without `www.` (visitors may type
 * it either way), no port. `localhost` names (`new.localhost`) serve a developer's machine.
 */
export const SiteDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'at most 253 characters')
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'a host name such as example.com')
  .refine((domain) => !domain.startsWith('www.'), 'without www. (both are served)');
export type SiteDomain = z.infer<typeof SiteDomain>;

/** What identifies a site and is kept in its own columns: the domain picks it, the rest brands it. */
export const SiteIdentity = z.object({
  domain: SiteDomain,
  name: z.string().trim().min(1, 'required').max(100, 'at most 100 characters'),
  language: Locale,
  niche: Niche,
  company_id: Id,
});
export type SiteIdentity = z.infer<typeof SiteIdentity>;

/** A site as the back office shows and edits it. */
export const AdminSite = SiteIdentity.extend({
  id: Id,
  /** Answers hosts that match no site's domain. */
  is_default: z.boolean(),
  config: SiteConfig,
  created_at: z.iso.datetime(),
});
export type AdminSite = z.infer<typeof AdminSite>;

export const AdminSitesResponse = z.object({ sites: z.array(AdminSite) });
export type AdminSitesResponse = z.infer<typeof AdminSitesResponse>;

export const AdminSiteResponse = z.object({ site: AdminSite });
export type AdminSiteResponse = z.infer<typeof AdminSiteResponse>;

/** POST /api/admin/sites: a new site starts with a copy of the default site's settings. */
export const CreateSiteBody = SiteIdentity.extend({ reason: Reason });
export type CreateSiteBody = z.infer<typeof CreateSiteBody>;

/** The whole site as its form edits it, every SPEC §3 setting included. */
export const SiteDraft = SiteIdentity.extend({ config: SiteConfig });
export type SiteDraft = z.infer<typeof SiteDraft>;

/** PUT /api/admin/sites/{id}: the whole site, and why it changes. */
export const UpdateSiteBody = SiteDraft.extend({ reason: Reason });
export type UpdateSiteBody = z.infer<typeof UpdateSiteBody>;

export const SiteIdParams = z.object({ siteId: IdParam });
export type SiteIdParams = z.infer<typeof SiteIdParams>;

const line = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

/** A company as an operator enters it; the three address variants are made from the lines, city and country. */
export const CompanyBody = z.object({
  name: line(200),
  address_lines: z.array(line(200)).min(1, 'at least one line').max(6, 'at most 6 lines'),
  city: line(100),
  country: CountryCode,
  /** The Dutch Chamber of Commerce number (or the register number where the company sits). */
  kvk: line(40),
  tradenames: z.array(line(100)).max(20, 'at most 20 trade names'),
  vat_numbers: z.partialRecord(CountryCode, line(40)),
  support_phone: line(40),
  delete_discount: z.number().int().min(0, 'between 0 and 100').max(100, 'between 0 and 100'),
});
export type CompanyBody = z.infer<typeof CompanyBody>;

/** POST /api/admin/companies, PUT /api/admin/companies/{id}: the company, and why. */
export const SaveCompanyBody = CompanyBody.extend({ reason: Reason });
export type SaveCompanyBody = z.infer<typeof SaveCompanyBody>;

export const AdminCompany = CompanyBody.extend({
  id: Id,
  address: CompanyInfo.shape.address,
  added: z.iso.datetime(),
  /** The sites it operates, by domain. */
  sites: z.array(z.string()),
});
export type AdminCompany = z.infer<typeof AdminCompany>;

export const AdminCompaniesResponse = z.object({ companies: z.array(AdminCompany) });
export type AdminCompaniesResponse = z.infer<typeof AdminCompaniesResponse>;

export const AdminCompanyResponse = z.object({ company: AdminCompany });
export type AdminCompanyResponse = z.infer<typeof AdminCompanyResponse>;

export const CompanyIdParams = z.object({ companyId: IdParam });
export type CompanyIdParams = z.infer<typeof CompanyIdParams>;
