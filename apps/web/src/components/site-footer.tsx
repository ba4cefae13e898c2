import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../app/app-link';
import { TakeOverInTurn } from '../app/take-over';
import { useCompanyInfo, useSettings } from '../site/api';
import { CountryPicker, offersCountryChoice } from './country-picker';
import { LegalBlock } from './legal-block';
import { useRouteName } from '../hooks/use-route-name';
import { useCurrentUser } from '../hooks/use-session';
import { useIsStandalone } from '../pwa/standalone';
import { FOOTER_LINKS } from '../lib/footer-links';
import type { RouteName } from '../route-table';

export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.label')}>
      <ul className="list-inline mb-2 text-center">
        {FOOTER_LINKS.map(({ path, label }) => (
          <li className="list-inline-item mx-2" key={path}>
            <AppLink to={path}>{t(label)}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2: the legal block under the app's pages. */
export function LegalDisclaimer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfo();
  return (
    <LegalBlock
      t={t}
      locale={i18n.resolvedLanguage}
      siteName={settings?.name ?? ''}
      company={company && { name: company.name, tradenames: company.tradenames, addressShort: company.address.short }}
    />
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

/**
 * Its three parts are taken over each in a task of its own (app/take-over.tsx): the country list and
 * the legal block each make the page's first Intl objects of their kind (names of countries, their
 * order, a list of trade names), which load the browser's locale data (issue #20).
 */
export function SiteFooter() {
  const route = useRouteName();
  const { data: user } = useCurrentUser();
  const standalone = useIsStandalone();
  const settings = useSettings();
  return (
    <footer className="app-footer border-top py-4 mt-auto" data-testid="site-footer">
      <div className="container">
        <TakeOverInTurn>
          <FooterLinks />
        </TakeOverInTurn>
        {/* A turn holds one element: the picker is there only when there is a choice. */}
        {offersCountryChoice(settings) && (
          <TakeOverInTurn>
            <CountryPicker />
          </TakeOverInTurn>
        )}
        {showsLegalBlock(route, Boolean(user), standalone) && (
          <TakeOverInTurn>
            <LegalDisclaimer />
          </TakeOverInTurn>
        )}
      </div>
    </footer>
  );
}
