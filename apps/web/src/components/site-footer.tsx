import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyInfo, useSettings } from '../features/site/api';
import { useRouteName } from '../hooks/use-route-name';
import { useCurrentUser } from '../hooks/use-session';
import { useIsStandalone } from '../pwa/standalone';
import { pathFor, type RouteName } from '../route-table';

/** SPEC §2: the nine footer links, in this order. */
const FOOTER_LINKS = [
  ['pages-terms', 'footer.terms'],
  ['pages-privacy', 'footer.privacy'],
  ['pages-cookies', 'footer.cookies'],
  ['pages-ban', 'footer.ban'],
  ['pricing', 'footer.pricing'],
  ['complaints', 'footer.complaints'],
  ['pages-return-policy', 'footer.return_policy'],
  ['pages-faq', 'footer.faq'],
  ['pages-service', 'footer.service'],
] as const satisfies readonly (readonly [RouteName, string])[];

export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.label')}>
      <ul className="list-inline mb-2 text-center">
        {FOOTER_LINKS.map(([route, label]) => (
          <li className="list-inline-item mx-2" key={route}>
            <Link to={pathFor(route)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2: the legal disclaimer in the visitor's language, and the US notice for English. */
export function LegalDisclaimer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfo();
  return (
    <div className="app-disclaimer text-center">
      <p className="mb-1" data-testid="legal-disclaimer">
        {t('footer.disclaimer', { site: settings?.name ?? '' })}
      </p>
      {i18n.resolvedLanguage === 'en' && (
        <p className="mb-1" data-testid="us-footer">
          {t('footer.us_notice')}
        </p>
      )}
      {company && (
        <p className="mb-0">
          {t('footer.copyright', { year: new Date().getFullYear(), company: company.name, address: company.address.inline })}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC §9 footer rules (docs/decisions.md, #7 installable app): the home page always carries the
 * legal block; elsewhere only visitors in a browser tab get it, who may have arrived on any page.
 * Members have seen it and the installed app is the member's own tool: they keep the links only.
 */
export function showsLegalBlock(route: RouteName | undefined, loggedIn: boolean, standalone: boolean): boolean {
  return route === 'index' || (!loggedIn && !standalone);
}

export function SiteFooter() {
  const route = useRouteName();
  const { data: user } = useCurrentUser();
  const standalone = useIsStandalone();
  return (
    <footer className="app-footer border-top py-4 mt-auto" data-testid="site-footer">
      <div className="container">
        <FooterLinks />
        {showsLegalBlock(route, Boolean(user), standalone) && <LegalDisclaimer />}
      </div>
    </footer>
  );
}
