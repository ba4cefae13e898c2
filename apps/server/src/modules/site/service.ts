import {
  companyAddress,
  type CompanyInfo,
  type CountryCode,
  type CountryRegions,
  type Interest,
  INTEREST_KEYS,
  type InterestKey,
  type Locale,
  isLocale,
  DEFAULT_LOCALE,
  regionLabelFor,
  type SiteSettings,
  siteTextsFor,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { PushSender } from '../../platform/push/push-sender';
import type { ProcessSignals } from '../../platform/realtime/process-signals';
import { localizedRegions } from './region-data';
import { findCompany, listSites } from './repo';
import type { SiteRow } from './site-row';
import { INTEREST_ICONS } from './interest-icons';

/**
 * Sites change rarely and are read on every request: hold the whole (small) table in memory for a
 * while. Caching the table rather than each asked-for host keeps memory bounded whatever hosts
 * visitors send. An edit in the back office drops the copy in every process at once
 * (SITES_CHANGED); the lifetime bounds how stale a process gets that missed the signal.
 */
const CACHE_MS = 30_000;

/** The process signal that a site or company was written (platform/realtime/process-signals). */
export const SITES_CHANGED = 'sites';

interface SiteSnapshot {
  byDomain: Map<string, SiteRow>;
  fallback: SiteRow | undefined;
  until: number;
}

/** A site's settings less what depends on the visitor (or on the push keys, loaded once when first asked). */
type SiteWideSettings = Omit<SiteSettings, 'geoip_country' | 'geoip_selected_country' | 'push_public_key'>;

export interface VisitorContext {
  geoipCountry: CountryCode | null;
  selectedCountry: CountryCode | null;
}

/** The site's interface language, English if the stored one is not (or no longer) supported. */
export function siteLocale(site: SiteRow): Locale {
  return isLocale(site.language) ? site.language : DEFAULT_LOCALE;
}

/** A site's domain is stored without www.; visitors may type it either way. */
const domainOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

function siteIn({ byDomain, fallback }: SiteSnapshot, host: string): SiteRow {
  const site = byDomain.get(domainOf(host)) ?? fallback;
  if (!site) throw new AppError('not_found', 404, 'No site is configured for this host.');
  return site;
}

export class SiteService {
  private snapshot: SiteSnapshot | undefined;
  private readonly siteWide = new WeakMap<SiteRow, Map<Locale, SiteWideSettings>>();
  private readonly siteInterests = new WeakMap<SiteRow, Interest[]>();
  /** Per site-wide settings, by the visitor's countries: few, as both are country codes or none. */
  private readonly visitorSettings = new WeakMap<SiteWideSettings, Map<string, SiteSettings>>();
  /** Counts the signals: a table read that a signal overtook is not kept, as it may predate the edit. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    /** The VAPID key browsers subscribe with; the sender keeps it in memory once loaded. */
    private readonly push: Pick<PushSender, 'publicKey' | 'publicKeyNow'>,
    private readonly signals: ProcessSignals,
  ) {
    signals.on(SITES_CHANGED, () => {
      this.generation += 1;
      this.snapshot = undefined;
    });
  }

  /** After a committed write to sites or companies: every process reads them again. */
  changed(): void {
    this.signals.send(SITES_CHANGED);
  }

  /** The site that serves a host name (with or without www.), else (also for '') the default site. */
  async siteForHost(host: string): Promise<SiteRow> {
    return siteIn(await this.sites(), host);
  }

  /** siteForHost's answer while the table in memory is current, else undefined (then ask siteForHost). */
  siteForHostNow(host: string): SiteRow | undefined {
    return this.snapshot && this.snapshot.until > Date.now() ? siteIn(this.snapshot, host) : undefined;
  }

  /** A site by its id, as requests see it now (the back office works on one site at a time). */
  async siteById(id: number): Promise<SiteRow> {
    const { byDomain } = await this.sites();
    const site = [...byDomain.values()].find((row) => row.id === id);
    if (!site) throw notFound('Site');
    return site;
  }

  /** Whether a host name (with or without www.) is one of the configured sites' domains. */
  async servesHost(host: string): Promise<boolean> {
    const { byDomain } = await this.sites();
    return byDomain.has(domainOf(host));
  }

  /** Every site, by domain: the back office's site picker. */
  async allSites(): Promise<SiteRow[]> {
    const { byDomain } = await this.sites();
    return [...byDomain.values()].sort((a, b) => a.domain.localeCompare(b.domain));
  }

  private async sites(): Promise<SiteSnapshot> {
    if (this.snapshot && this.snapshot.until > Date.now()) return this.snapshot;
    const generation = this.generation;
    const rows = await listSites(this.db);
    const snapshot = {
      byDomain: new Map(rows.map((row) => [row.domain, row])),
      fallback: rows.find((row) => row.isDefault),
      until: Date.now() + CACHE_MS,
    };
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }

  /**
   * The site's settings for one visitor, its texts in `locale` (the visitor's language, else the
   * site's). The same object for every visitor of the same countries while the site row lasts
   * (the route sends its bytes written once): read only.
   */
  async settings(site: SiteRow, visitor: VisitorContext, locale: Locale = siteLocale(site)): Promise<SiteSettings> {
    return this.settingsWith(site, visitor, locale, await this.push.publicKey());
  }

  /** settings' answer once the push key is loaded, else undefined: no promise for most page loads (issue 20). */
  settingsNow(site: SiteRow, visitor: VisitorContext, locale: Locale = siteLocale(site)): SiteSettings | undefined {
    const pushPublicKey = this.push.publicKeyNow();
    return pushPublicKey === undefined ? undefined : this.settingsWith(site, visitor, locale, pushPublicKey);
  }

  private settingsWith(site: SiteRow, visitor: VisitorContext, locale: Locale, pushPublicKey: string): SiteSettings {
    const siteWide = this.siteWideSettings(site, locale);
    let byVisitor = this.visitorSettings.get(siteWide);
    if (!byVisitor) {
      byVisitor = new Map();
      this.visitorSettings.set(siteWide, byVisitor);
    }
    const key = `${visitor.geoipCountry ?? ''} ${visitor.selectedCountry ?? ''}`;
    let settings = byVisitor.get(key);
    if (settings?.push_public_key !== pushPublicKey) {
      // A picked country is one of the site's (the footer offers those); another is an old or foreign cookie.
      const selected = visitor.selectedCountry && site.config.countries.includes(visitor.selectedCountry) ? visitor.selectedCountry : null;
      settings = { ...siteWide, geoip_country: visitor.geoipCountry, geoip_selected_country: selected, push_public_key: pushPublicKey };
      byVisitor.set(key, settings);
    }
    return settings;
  }

  /**
   * What settings are for every visitor of a site in one language, built once per site row and
   * language (issue 20: settings.php answers on every page load). A change to the sites replaces
   * their rows (sites()), so a new row builds its settings afresh.
   */
  private siteWideSettings(site: SiteRow, locale: Locale): SiteWideSettings {
    let byLocale = this.siteWide.get(site);
    if (!byLocale) {
      byLocale = new Map();
      this.siteWide.set(site, byLocale);
    }
    let settings = byLocale.get(locale);
    if (!settings) {
      // Staff-only settings stay on the server: a sender must not read what holds a message.
      const { texts: _otherLanguages, scam_signals: _staffOnly, first_contact: _operatorsOnly, ...config } = site.config;
      settings = {
        ...config,
        ...siteTextsFor(site.config, site.language, locale),
        name: site.name,
        domain: site.domain,
        domain_language: siteLocale(site),
        niche: site.niche,
        company_id: site.companyId,
        region_data: Object.fromEntries(site.config.countries.map((c) => [c, regionLabelFor(c)])),
      };
      byLocale.set(locale, settings);
    }
    return settings;
  }

  /** The site's interests in the app's order; built once per site row, as settings are, and shared: read only. */
  interests(site: SiteRow): Interest[] {
    let interests = this.siteInterests.get(site);
    if (!interests) {
      const enabled = new Set<InterestKey>(site.config.interests);
      interests = INTEREST_KEYS.filter((key) => enabled.has(key)).map((key) => ({ key, icon: INTEREST_ICONS[key] }));
      this.siteInterests.set(site, interests);
    }
    return interests;
  }

  /** The site's countries' regions, named in the reader's language. */
  regions(site: SiteRow, locale: Locale, country?: CountryCode): CountryRegions[] {
    const countries = country ? [country] : site.config.countries;
    if (country && !site.config.countries.includes(country)) throw notFound(`Country ${country}`);
    return countries.map((c) => ({ country: c, label: regionLabelFor(c), regions: localizedRegions(c, locale) }));
  }

  async company(site: SiteRow): Promise<CompanyInfo> {
    const row = await findCompany(this.db, site.companyId);
    if (!row) throw notFound('Company');
    return {
      name: row.name,
      address: companyAddress(row.addressLines, row.city, row.country),
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
