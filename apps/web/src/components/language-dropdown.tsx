import { type Locale, LOCALE_NATIVE_NAMES, LOCALES } from '@app/core';
import { DropdownItem } from 'react-bootstrap';
import { Globe2 } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { useChooseLanguage } from '../hooks/use-choose-language';
import { LazyNavDropdown } from './lazy-nav-dropdown';

/** Switches among the 11 interface languages without changing the URL; a member's choice is saved. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const { choose } = useChooseLanguage();
  const current = i18n.resolvedLanguage as Locale;
  return (
    <LazyNavDropdown
      id="language-dropdown"
      align="end"
      title={
        <span className="d-inline-flex align-items-center gap-1">
          <Globe2 aria-hidden="true" className="app-language-globe" />
          {current.toUpperCase()}
          <span className="visually-hidden"> {t('nav.language')}</span>
        </span>
      }
      data-testid="language-dropdown"
    >
      {LOCALES.map((locale) => (
        <DropdownItem
          key={locale}
          as="button"
          lang={locale}
          active={locale === current}
          onClick={() => choose(locale)}
          data-locale={locale}
        >
          {LOCALE_NATIVE_NAMES[locale]}
        </DropdownItem>
      ))}
    </LazyNavDropdown>
  );
}
