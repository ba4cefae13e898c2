import type { CountryCode } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { regionsQuery, useSettings } from '../site/api';
import { countryOptions } from '../lib/countries';
import type { FieldErrors } from '../lib/form-errors';
import { FormField } from './form-field';

export interface Location {
  country: CountryCode;
  region: string;
}

interface LocationFieldsProps extends Location {
  idPrefix: string;
  onChange: (location: Location) => void;
  errors?: FieldErrors;
  disabled?: boolean;
}

/**
 * Country (the site's countries) and region (named the way the country names them, SPEC §9), as
 * signup and the settings ask for them.
 */
export function LocationFields({ idPrefix, country, region, onChange, errors = {}, disabled }: LocationFieldsProps) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const regions = useQuery({ ...regionsQuery(country), enabled: Boolean(country) }).data?.countries[0];
  return (
    <>
      <FormField
        as="select"
        id={`${idPrefix}-country`}
        label={t('fields.country')}
        autoComplete="country"
        value={country}
        disabled={disabled}
        onChange={(event) => onChange({ country: event.target.value, region: '' })}
        error={errors.country}
      >
        {countryOptions(settings?.countries ?? [country], i18n.resolvedLanguage ?? 'en').map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </FormField>
      {regions && regions.regions.length > 0 && (
        <FormField
          as="select"
          id={`${idPrefix}-region`}
          label={t(`region_labels.${regions.label}`)}
          autoComplete="address-level1"
          value={region}
          disabled={disabled}
          onChange={(event) => onChange({ country, region: event.target.value })}
          error={errors.region}
        >
          <option value="">{t('common.choose')}</option>
          {regions.regions.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </FormField>
      )}
    </>
  );
}
