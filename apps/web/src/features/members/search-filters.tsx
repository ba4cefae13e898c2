import { type CountryCode, MIN_AGE, SEARCH_MAX_AGE, type SearchField, searchGenders } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TakeOverInTurn } from '../../app/take-over';
import { countryOptions } from '../../lib/countries';
import { regionsQuery, useSettings } from '../../site/api';
import { defaultSearch, type SearchState } from './search-state';

const AGES = Array.from({ length: SEARCH_MAX_AGE - MIN_AGE + 1 }, (_, index) => MIN_AGE + index);

interface SearchFiltersProps {
  state: SearchState;
  onChange: (change: Partial<Omit<SearchState, 'page'>>) => void;
  onReset: () => void;
}

/** The search form (SPEC §3): each choice applies at once and lands in the URL. */
export function SearchFilters({ state, onChange, onReset }: SearchFiltersProps) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const id = useId();
  const fields = new Set<SearchField>(settings?.search_fields ?? ['gender', 'country', 'region', 'age']);
  const regions = useQuery({ ...regionsQuery(state.country), enabled: Boolean(state.country) }).data?.countries[0];
  const countries = countryOptions(settings?.countries ?? [], i18n.resolvedLanguage ?? 'en');
  const genders = searchGenders(settings?.niche ?? 1);
  const defaults = defaultSearch(settings?.niche);
  const changed = state.gender || state.country || state.min_age !== defaults.min_age || state.max_age !== defaults.max_age;
  return (
    <form className="card border-0 shadow-sm app-search-filters" role="search" aria-label={t('search.filters')} onSubmit={(e) => e.preventDefault()}>
      <div className="card-body p-3">
        <div className="row g-2 align-items-end">
          {fields.has('gender') && (
            <div className="col-6 col-md">
              <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-gender`}>
                {t('search.gender')}
              </label>
              {genders.length > 1 ? (
                <select
                  id={`${id}-gender`}
                  className="form-select"
                  value={state.gender ?? ''}
                  onChange={(event) => onChange({ gender: (event.target.value || undefined) as SearchState['gender'] })}
                >
                  <option value="">{t('search.any_gender')}</option>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`search.genders.${gender}`)}
                    </option>
                  ))}
                </select>
              ) : (
                // A one-gender niche (SPEC §9) has nothing to choose: the site's members are who it finds.
                <input
                  id={`${id}-gender`}
                  className="form-control-plaintext fw-semibold"
                  readOnly
                  value={t(`search.genders.${genders[0]!}`)}
                  data-testid="search-gender-fixed"
                />
              )}
            </div>
          )}
          {fields.has('country') && (
            <div className="col-6 col-md">
              <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-country`}>
                {t('fields.country')}
              </label>
              <select
                id={`${id}-country`}
                className="form-select"
                value={state.country ?? ''}
                onChange={(event) => onChange({ country: (event.target.value || undefined) as CountryCode | undefined })}
              >
                <option value="">{t('search.any_country')}</option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.has('region') && state.country && regions && regions.regions.length > 0 && (
            <div className="col-12 col-md">
              <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-region`}>
                {t(`region_labels.${regions.label}`)}
              </label>
              <select
                id={`${id}-region`}
                className="form-select"
                value={state.countryregion ?? ''}
                onChange={(event) => onChange({ countryregion: event.target.value || undefined })}
              >
                <option value="">{t('search.any_region')}</option>
                {regions.regions.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.has('age') && (
            // Two lists of 80-odd ages: taken over in a turn of their own (app/take-over.tsx).
            <TakeOverInTurn>
              <fieldset className="col-12 col-md-auto">
                <legend className="form-label small fw-semibold mb-1">{t('search.age')}</legend>
                <div className="d-flex align-items-center gap-2">
                  <label className="visually-hidden" htmlFor={`${id}-min-age`}>
                    {t('search.min_age')}
                  </label>
                  <select
                    id={`${id}-min-age`}
                    className="form-select app-age-select"
                    value={state.min_age}
                    onChange={(event) => onChange({ min_age: Number(event.target.value) })}
                  >
                    {AGES.map((age) => (
                      <option key={age} value={age}>
                        {age}
                      </option>
                    ))}
                  </select>
                  <span aria-hidden="true">–</span>
                  <label className="visually-hidden" htmlFor={`${id}-max-age`}>
                    {t('search.max_age')}
                  </label>
                  <select
                    id={`${id}-max-age`}
                    className="form-select app-age-select"
                    value={state.max_age}
                    onChange={(event) => onChange({ max_age: Number(event.target.value) })}
                  >
                    {AGES.map((age) => (
                      <option key={age} value={age}>
                        {age === SEARCH_MAX_AGE ? `${age}+` : age}
                      </option>
                    ))}
                  </select>
                </div>
              </fieldset>
            </TakeOverInTurn>
          )}
          {changed && (
            <div className="col-12 col-md-auto">
              <button type="button" className="btn btn-link px-0 px-md-2" onClick={onReset} data-testid="search-reset">
                {t('search.reset')}
              </button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
