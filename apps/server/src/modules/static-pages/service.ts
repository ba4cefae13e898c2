import {
  type AdminSitePage,
  type AdminSitePageResponse,
  cleanSupportPhone,
  type CompanyInfo,
  DEFAULT_LOCALE,
  type Locale,
  LOCALES,
  type PageContent,
  type PagePreviewResponse,
  type SitePageBody,
  STATIC_PAGE_NAMES,
  type StaticPageName,
  type StaticPageResponse,
  TERMS_DATE_FLOOR,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { siteLocale, type SiteService } from '../site/service';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import type { ContentStore } from './content-store';
import { renderMarkdown, type PlaceholderValues } from './render-markdown';
import { deleteSitePage, findSitePage, listSitePages, saveSitePage, type SitePageRow } from './repo';
import { tradenamesSentence } from './tradenames';

/** Pages that are versioned and show the date of their version. */
const DATED_PAGES: ReadonlySet<string> = new Set<StaticPageName>(['terms', 'privacy']);

/** SPEC §9: the terms date is the floor, or the day the company started operating if that is later. */
export function termsDate(company: Pick<CompanyInfo, 'added'>): string {
  const floor = new Date(TERMS_DATE_FLOOR);
  const added = new Date(company.added);
  return (added > floor ? added : floor).toISOString();
}

function isPageName(value: string): value is StaticPageName {
  return (STATIC_PAGE_NAMES as readonly string[]).includes(value);
}

const pageNotFound = () => new AppError('not_found', 404, 'This page could not be found');

/**
 * A stored page in the asked-for language, else the site's, else English, else any: once a site
 * has its own version of a page, visitors read only its own words, never ours beside them.
 */
function storedContent(row: SitePageRow, lang: Locale, siteLanguage: Locale): { lang: Locale; content: PageContent } {
  const order = [lang, siteLanguage, DEFAULT_LOCALE, ...LOCALES];
  const found = order.find((candidate) => row.content[candidate] !== undefined)!;
  return { lang: found, content: row.content[found]! };
}

/** Our files start with the title as a `# ` heading; the back office keeps title and body apart. */
function splitTitle(markdown: string): PageContent {
  const match = /^\s*# (.+?)\s*(?:\n|$)/.exec(markdown);
  return match ? { title: match[1]!, markdown: markdown.slice(match[0].length).replace(/^\n+/, '') } : { title: '', markdown };
}

/** The title goes through the Markdown renderer as the page's `# ` heading, so it is filled in and escaped alike. */
const asMarkdown = ({ title, markdown }: PageContent) => `# ${title.replace(/\s+/g, ' ')}\n\n${markdown}`;

export class StaticPageService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly sites: Pick<SiteService, 'company'>,
    private readonly content: ContentStore,
  ) {}

  /**
   * A page by name or by URL token: the site's own published page under that token (its version of
   * a built-in page included), else the built-in page of that name, else the 404 the web shows
   * for unknown paths.
   */
  async page(site: SiteRow, nameOrToken: string, lang: Locale): Promise<StaticPageResponse> {
    const stored = await findSitePage(this.db, site.id, nameOrToken);
    const company = await this.sites.company(site);
    const termsAt = termsDate(company);
    if (stored?.published) {
      const chosen = storedContent(stored, lang, siteLocale(site));
      const updated = new Date(Math.max(new Date(termsAt).getTime(), stored.updatedAt.getTime())).toISOString();
      const { title, html } = renderMarkdown(
        asMarkdown(chosen.content),
        this.placeholders(site, company, updated, chosen.lang),
        'operator',
      );
      return { name: nameOrToken, lang: chosen.lang, title, html, updated: DATED_PAGES.has(nameOrToken) ? updated : null };
    }
    if (!isPageName(nameOrToken)) throw pageNotFound();
    const source = await this.content.source(nameOrToken, lang);
    const { title, html } = renderMarkdown(source.markdown, this.placeholders(site, company, termsAt, source.lang));
    return { name: nameOrToken, lang: source.lang, title, html, updated: DATED_PAGES.has(nameOrToken) ? termsAt : null };
  }

  /** The back office's list: the seven built-in pages, then the site's own, each as stored. */
  async list(site: SiteRow): Promise<AdminSitePage[]> {
    const rows = await listSitePages(this.db, site.id);
    const byToken = new Map(rows.map((row) => [row.token, row]));
    const custom = rows.filter((row) => !isPageName(row.token));
    return [...STATIC_PAGE_NAMES.map((name) => this.view(name, byToken.get(name))), ...custom.map((row) => this.view(row.token, row))];
  }

  /**
   * One page for its editor, a token nothing is stored under yet being a page still to write; a
   * built-in page brings our text in every language to start from.
   */
  async pageForEditor(site: SiteRow, token: string): Promise<AdminSitePageResponse> {
    const row = await findSitePage(this.db, site.id, token);
    const defaults: AdminSitePageResponse['defaults'] = {};
    if (isPageName(token)) {
      for (const lang of LOCALES) {
        const markdown = await this.content.read(token, lang);
        if (markdown !== null) defaults[lang] = splitTitle(markdown);
      }
    }
    return { page: this.view(token, row), defaults };
  }

  async save(staff: StaffMember, site: SiteRow, token: string, body: SitePageBody): Promise<AdminSitePage> {
    return this.db.transaction(async (tx) => {
      const before = await findSitePage(tx, site.id, token);
      const after = await saveSitePage(tx, site.id, token, body, this.now());
      await recordAudit(tx, staff, {
        action: 'page.save',
        subjectType: 'site_page',
        subjectId: `${site.id}/${token}`,
        siteId: site.id,
        before: before && { token, published: before.published, content: before.content },
        after: { token, published: after.published, content: after.content },
        reason: body.reason,
      });
      return this.view(token, after);
    });
  }

  /** Takes the site's page away: a built-in one shows our text again, any other answers 404. */
  async remove(staff: StaffMember, site: SiteRow, token: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await findSitePage(tx, site.id, token);
      if (!before) throw notFound('Page');
      await deleteSitePage(tx, site.id, token);
      await recordAudit(tx, staff, {
        action: 'page.delete',
        subjectType: 'site_page',
        subjectId: `${site.id}/${token}`,
        siteId: site.id,
        before: { token, published: before.published, content: before.content },
        reason,
      });
    });
  }

  /** What a visitor would read, rendered exactly as the published page will be. */
  async preview(site: SiteRow, lang: Locale, content: PageContent): Promise<PagePreviewResponse> {
    const company = await this.sites.company(site);
    return renderMarkdown(asMarkdown(content), this.placeholders(site, company, this.now().toISOString(), lang), 'operator');
  }

  private view(token: string, row: SitePageRow | undefined): AdminSitePage {
    return {
      token,
      builtin: isPageName(token),
      stored: row !== undefined,
      published: row?.published ?? isPageName(token),
      content: row?.content ?? {},
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
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
