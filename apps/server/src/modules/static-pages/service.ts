import {
  cleanSupportPhone,
  type CompanyInfo,
  type Locale,
  STATIC_PAGE_NAMES,
  type StaticPageName,
  type StaticPageResponse,
  TERMS_DATE_FLOOR,
} from '@app/core';
import { AppError } from '../../http/app-error';
import type { SiteRow } from '../site/site-row';
import type { SiteService } from '../site/service';
import type { ContentStore } from './content-store';
import { renderMarkdown, type PlaceholderValues } from './render-markdown';
import { tradenamesSentence } from './tradenames';

/** Pages that are versioned and show the date of their version. */
const DATED_PAGES: ReadonlySet<StaticPageName> = new Set(['terms', 'privacy']);

/** SPEC §9: the terms date is the floor, or the day the company started operating if that is later. */
export function termsDate(company: Pick<CompanyInfo, 'added'>): string {
  const floor = new Date(TERMS_DATE_FLOOR);
  const added = new Date(company.added);
  return (added > floor ? added : floor).toISOString();
}

function isPageName(value: string): value is StaticPageName {
  return (STATIC_PAGE_NAMES as readonly string[]).includes(value);
}

export class StaticPageService {
  constructor(
    private readonly sites: Pick<SiteService, 'company'>,
    private readonly content: ContentStore,
  ) {}

  /**
   * A page by name or by URL token. Operators publish no pages of their own, so a token is a page
   * only when it names one of ours; anything else is the 404 the web shows for unknown paths.
   */
  async page(site: SiteRow, nameOrToken: string, lang: Locale): Promise<StaticPageResponse> {
    if (!isPageName(nameOrToken)) throw new AppError('not_found', 404, 'This page could not be found');
    const name = nameOrToken;
    const company = await this.sites.company(site);
    const source = await this.content.source(name, lang);
    const updated = termsDate(company);
    const { title, html } = renderMarkdown(source.markdown, this.placeholders(site, company, updated, source.lang));
    return { name, lang: source.lang, title, html, updated: DATED_PAGES.has(name) ? updated : null };
  }

  private placeholders(site: SiteRow, company: CompanyInfo, termsAt: string, lang: Locale): PlaceholderValues {
    const supportPhone = site.config.support_phone || company.support_phone;
    return {
      site_name: site.name,
      company_name: company.name,
      company_address: company.address.inline,
      tradenames: tradenamesSentence(company.tradenames, company.name, lang),
      kvk: company.kvk,
      vat_number: company.vat_numbers[company.country] ?? Object.values(company.vat_numbers)[0] ?? '',
      support_email: site.config.support_email,
      support_phone: supportPhone,
      support_phone_tel: cleanSupportPhone(supportPhone),
      refund_days: String(site.config.refund_days),
      terms_date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(termsAt)),
      country: new Intl.DisplayNames([lang], { type: 'region' }).of(company.country) ?? company.country,
    };
  }
}
