import { tradenamesNotice } from '../lib/tradenames';

interface LegalBlockProps {
  /** The app's i18next t or the landers' own. */
  t: (key: string, values?: Record<string, string | number>) => string;
  locale: string | undefined;
  siteName: string;
  /** Unknown until the company info has loaded. */
  company: { name: string; tradenames: readonly string[]; addressShort: string } | undefined;
}

/**
 * SPEC §2: the legal disclaimer in the visitor's language, the US notice for English, the trade
 * names and the copyright line — the same words under the app and under the landers.
 */
export function LegalBlock({ t, locale, siteName, company }: LegalBlockProps) {
  const tradenames = company && tradenamesNotice(company, locale, t);
  return (
    <div className="app-disclaimer text-center">
      <p className="mb-1" data-testid="legal-disclaimer">
        {t('footer.disclaimer', { site: siteName })}
      </p>
      {locale === 'en' && (
        <p className="mb-1" data-testid="us-footer">
          {t('footer.us_notice')}
        </p>
      )}
      {tradenames && (
        <p className="mb-1" data-testid="tradenames">
          {tradenames}
        </p>
      )}
      {company && (
        <p className="mb-0">
          {/* The place is enough here: the full address is on the terms, privacy and service pages. */}
          {t('footer.copyright', { year: new Date().getFullYear(), company: company.name, address: company.addressShort })}
        </p>
      )}
    </div>
  );
}
