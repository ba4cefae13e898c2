import {
  type CompanyInfo,
  type CountryCode,
  type CountryRegions,
  type Interest,
  INTEREST_KEYS,
  type InterestKey,
  isLocale,
  DEFAULT_LOCALE,
  regionLabelFor,
  type SiteSettings,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { countryRegions } from './region-data';
import { findCompany, findSiteForHost, type SiteRow } from './repo';
import { INTEREST_ICONS } from './interest-icons';

/** Sites change rarely and are read on every page load: keep each host's answer briefly. */
const CACHE_MS = 30_000;

export interface VisitorContext {
  geoipCountry: CountryCode | null;
  selectedCountry: CountryCode | null;
}

export class SiteService {
  private readonly cache = new Map<string, { site: SiteRow; until: number }>();

  constructor(private readonly db: Db) {}

  async siteForHost(host: string): Promise<SiteRow> {
    const key = host.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.site;
    const site = await findSiteForHost(this.db, key);
    if (!site) throw new AppError('not_found', 404, 'No site is configured for this host.');
    this.cache.set(key, { site, until: Date.now() + CACHE_MS });
    return site;
  }

  settings(site: SiteRow, visitor: VisitorContext): SiteSettings {
    const language = isLocale(site.language) ? site.language : DEFAULT_LOCALE;
    return {
      ...site.config,
      name: site.name,
      domain: site.domain,
      domain_language: language,
      niche: site.niche,
      company_id: site.companyId,
      geoip_country: visitor.geoipCountry,
      geoip_selected_country: visitor.selectedCountry,
      push_public_key: null,
      region_data: Object.fromEntries(site.config.countries.map((c) => [c, regionLabelFor(c)])),
    };
  }

  interests(site: SiteRow): Interest[] {
    const enabled = new Set<InterestKey>(site.config.interests);
    return INTEREST_KEYS.filter((key) => enabled.has(key)).map((key) => ({ key, icon: INTEREST_ICONS[key] }));
  }

  regions(site: SiteRow, country?: CountryCode): CountryRegions[] {
    const countries = country ? [country] : site.config.countries;
    if (country && !site.config.countries.includes(country)) throw notFound(`Country ${country}`);
    return countries.map((c) => ({ country: c, label: regionLabelFor(c), regions: countryRegions(c) }));
  }

  async company(site: SiteRow): Promise<CompanyInfo> {
    const row = await findCompany(this.db, site.companyId);
    if (!row) throw notFound('Company');
    return {
      name: row.name,
      address: {
        lines: row.addressLines,
        inline: row.addressLines.join(', '),
        short: [row.city, row.country].join(', '),
      },
      kvk: row.kvk,
      city: row.city,
      country: row.country,
      tradenames: row.tradenames,
      vat_numbers: row.vatNumbers,
      support_phone: row.supportPhone,
      delete_discount: row.deleteDiscount,
      added: row.added.toISOString(),
    };
  }
}
