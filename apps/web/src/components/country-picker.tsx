import { COUNTRY_COOKIE, type CountryCode, LOCALE_COOKIE_DAYS, type SiteSettings } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { countryOptions, defaultCountry } from '../lib/countries';
import { settingsQuery, useSettings } from '../site/api';

/** A site of one country has nothing to pick. */
export const offersCountryChoice = (settings: SiteSettings | undefined): settings is SiteSettings =>
  settings !== undefined && settings.countries.length > 1;

/**
 * The visitor's or member's own pick of country among the site's (settings' geoip_selected_country,
 * the `country` cookie): what the entry warning, a visitor's prices and the signup's first country
 * follow. Settings are fetched again at once, so the page follows the pick without a reload.
 */
export function CountryPicker() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const id = useId();
  if (!offersCountryChoice(settings)) return null;
  const choose = (country: CountryCode) => {
    Cookies.set(COUNTRY_COOKIE, country, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
    void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
  };
  return (
    <div className="d-flex justify-content-center align-items-center gap-2 mb-2 small" data-testid="country-picker">
      <label htmlFor={id} className="text-body-secondary">
        {t('footer.country')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={defaultCountry(settings)}
        onChange={(event) => choose(event.target.value)}
      >
        {countryOptions(settings.countries, i18n.resolvedLanguage ?? 'en').map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
