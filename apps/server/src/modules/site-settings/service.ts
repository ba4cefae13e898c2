import {
  type AdminCompany,
  type AdminSite,
  type SaveCompanyBody,
  companyAddress,
  type CreateSiteBody,
  DEFAULT_LOCALE,
  isLocale,
  type UpdateSiteBody,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { SiteService } from '../site/service';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import {
  type CompanyRecord,
  findCompanyRecord,
  findDefaultSite,
  findSiteRecord,
  insertCompany,
  insertSite,
  listCompanyRecords,
  listSiteRecords,
  lockCompanyRecord,
  lockSiteRecord,
  type SiteRecord,
  siteWithDomain,
  updateCompany,
  updateSite,
} from './repo';

function siteView(row: SiteRecord): AdminSite {
  return {
    id: row.id,
    domain: row.domain,
    name: row.name,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    niche: row.niche,
    company_id: row.companyId,
    is_default: row.isDefault,
    config: row.config,
    created_at: row.createdAt.toISOString(),
  };
}

function companyView(row: CompanyRecord, sites: readonly SiteRecord[]): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    address_lines: row.addressLines,
    city: row.city,
    country: row.country,
    kvk: row.kvk,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    support_phone: row.supportPhone,
    delete_discount: row.deleteDiscount,
    address: companyAddress(row.addressLines, row.city, row.country),
    added: row.added.toISOString(),
    sites: sites.filter((site) => site.companyId === row.id).map((site) => site.domain),
  };
}

const domainTaken = () => invalidField('domain', 'another site has this domain');

/**
 * The back office's sites and companies (issue 17): every SPEC §3 setting, written in one
 * transaction with its audit entry. A host or setting takes effect without a restart: after the
 * commit SiteService drops its copy of the sites table in every process.
 */
export class SiteSettingsService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly sites: Pick<SiteService, 'changed'>,
  ) {}

  async list(): Promise<AdminSite[]> {
    return (await listSiteRecords(this.db)).map(siteView);
  }

  async get(id: number): Promise<AdminSite> {
    const row = await findSiteRecord(this.db, id);
    if (!row) throw notFound('Site');
    return siteView(row);
  }

  /** A new site starts with the default site's settings; its host is served as soon as this returns. */
  async create(staff: StaffMember, body: CreateSiteBody): Promise<AdminSite> {
    const template = await findDefaultSite(this.db);
    if (!template) throw new AppError('not_found', 404, 'There is no default site to copy the settings from.');
    const created = await this.write(async (tx) => {
      const { reason, ...identity } = body;
      await this.assertCompany(tx, identity.company_id);
      if (await siteWithDomain(tx, identity.domain)) throw domainTaken();
      const row = await insertSite(tx, identity, { ...template.config, mail_name: identity.name });
      const after = siteView(row);
      await recordAudit(tx, staff, { action: 'site.create', subjectType: 'site', subjectId: row.id, siteId: row.id, after, reason });
      return after;
    });
    this.sites.changed();
    return created;
  }

  /** Saves the site's identity and every setting; the audit entry holds the site before and after. */
  async update(staff: StaffMember, id: number, body: UpdateSiteBody): Promise<AdminSite> {
    const saved = await this.write(async (tx) => {
      const before = await lockSiteRecord(tx, id);
      if (!before) throw notFound('Site');
      if (body.company_id !== before.companyId) await this.assertCompany(tx, body.company_id);
      const other = await siteWithDomain(tx, body.domain);
      if (other && other.id !== id) throw domainTaken();
      const { config, reason, ...identity } = body;
      const after = siteView(await updateSite(tx, id, identity, config));
      await recordAudit(tx, staff, {
        action: 'site.settings',
        subjectType: 'site',
        subjectId: id,
        siteId: id,
        before: siteView(before),
        after,
        reason,
      });
      return after;
    });
    this.sites.changed();
    return saved;
  }

  async companies(): Promise<AdminCompany[]> {
    const [rows, sites] = await Promise.all([listCompanyRecords(this.db), listSiteRecords(this.db)]);
    return rows.map((row) => companyView(row, sites));
  }

  async createCompany(staff: StaffMember, { reason, ...company }: SaveCompanyBody): Promise<AdminCompany> {
    return this.db.transaction(async (tx) => {
      const row = await insertCompany(tx, company, this.now());
      const after = companyView(row, []);
      await recordAudit(tx, staff, { action: 'company.create', subjectType: 'company', subjectId: row.id, siteId: null, after, reason });
      return after;
    });
  }

  async updateCompany(staff: StaffMember, id: number, { reason, ...company }: SaveCompanyBody): Promise<AdminCompany> {
    return this.db.transaction(async (tx) => {
      const before = await lockCompanyRecord(tx, id);
      if (!before) throw notFound('Company');
      const sites = await listSiteRecords(tx);
      const after = companyView(await updateCompany(tx, id, company), sites);
      await recordAudit(tx, staff, {
        action: 'company.update',
        subjectType: 'company',
        subjectId: id,
        siteId: null,
        before: companyView(before, sites),
        after,
        reason,
      });
      return after;
    });
  }

  private async assertCompany(db: Db, companyId: number): Promise<void> {
    if (!(await findCompanyRecord(db, companyId))) throw invalidField('company_id', 'no such company');
  }

  /** A domain taken by a concurrent save breaks the unique index: the same answer as the check. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw domainTaken();
      throw error;
    }
  }
}
