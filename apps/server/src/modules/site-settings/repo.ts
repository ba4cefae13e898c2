import { type CompanyBody, SiteConfig, type SiteIdentity } from '@app/core';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, sites } from '../../db/schema';

export type SiteRecord = typeof sites.$inferSelect;
export type CompanyRecord = typeof companies.$inferSelect;

/** Parsed so that settings added after a site was stored take their defaults in the editor too. */
const withDefaults = (row: SiteRecord): SiteRecord => ({ ...row, config: SiteConfig.parse(row.config) });

export async function listSiteRecords(db: Db): Promise<SiteRecord[]> {
  return (await db.select().from(sites).orderBy(asc(sites.id))).map(withDefaults);
}

export async function findSiteRecord(db: Db, id: number): Promise<SiteRecord | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row && withDefaults(row);
}

/** The site's row, locked until the transaction ends: two edits of one site take turns. */
export async function lockSiteRecord(tx: Tx, id: number): Promise<SiteRecord | undefined> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
  return row && withDefaults(row);
}

export async function findDefaultSite(db: Db): Promise<SiteRecord | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.isDefault, true));
  return row && withDefaults(row);
}

export async function siteWithDomain(db: Db, domain: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  return row;
}

const identityColumns = ({ domain, name, language, niche, company_id }: SiteIdentity) => ({
  domain,
  name,
  language,
  niche,
  companyId: company_id,
});

export async function insertSite(tx: Tx, identity: SiteIdentity, config: SiteConfig): Promise<SiteRecord> {
  const [row] = await tx
    .insert(sites)
    .values({ ...identityColumns(identity), config })
    .returning();
  return withDefaults(row!);
}

export async function updateSite(tx: Tx, id: number, identity: SiteIdentity, config: SiteConfig): Promise<SiteRecord> {
  const [row] = await tx
    .update(sites)
    .set({ ...identityColumns(identity), config })
    .where(eq(sites.id, id))
    .returning();
  return withDefaults(row!);
}

export function listCompanyRecords(db: Db): Promise<CompanyRecord[]> {
  return db.select().from(companies).orderBy(asc(companies.id));
}

export async function findCompanyRecord(db: Db, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function lockCompanyRecord(tx: Tx, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

const companyColumns = (body: CompanyBody) => ({
  name: body.name,
  addressLines: body.address_lines,
  city: body.city,
  country: body.country,
  kvk: body.kvk,
  tradenames: body.tradenames,
  vatNumbers: body.vat_numbers as Record<string, string>,
  supportPhone: body.support_phone,
  deleteDiscount: body.delete_discount,
});

export async function insertCompany(tx: Tx, body: CompanyBody, added: Date): Promise<CompanyRecord> {
  const [row] = await tx
    .insert(companies)
    .values({ ...companyColumns(body), added })
    .returning();
  return row!;
}

export async function updateCompany(tx: Tx, id: number, body: CompanyBody): Promise<CompanyRecord> {
  const [row] = await tx.update(companies).set(companyColumns(body)).where(eq(companies.id, id)).returning();
  return row!;
}
