import type { InterestKey } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { CheckLg } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { fieldErrorText } from '../../lib/error-text';
import { interestsQuery } from '../../site/api';

interface InterestsPickerProps {
  value: InterestKey[];
  onChange: (value: InterestKey[]) => void;
  error?: string;
}

/** The site's interests as chips to switch on and off, each with its icon (SPEC §3). */
export function InterestsPicker({ value, onChange, error }: InterestsPickerProps) {
  const { t } = useTranslation();
  const { data } = useQuery(interestsQuery);
  const chosen = new Set(value);
  const toggle = (key: InterestKey) => onChange(chosen.has(key) ? value.filter((k) => k !== key) : [...value, key]);
  return (
    <fieldset aria-describedby={error ? 'interests-error' : 'interests-hint'}>
      <legend className="visually-hidden">{t('fields.interests')}</legend>
      <p className="form-text mt-0 mb-2" id="interests-hint">
        {t('own_profile.interests_hint', { count: value.length })}
      </p>
      <div className="d-flex flex-wrap gap-2" data-testid="interest-picker">
        {data?.interests.map(({ key, icon }) => {
          const on = chosen.has(key);
          return (
            <button
              key={key}
              type="button"
              className={`app-chip app-chip-toggle${on ? ' active' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(key)}
              data-interest={key}
            >
              <span className="app-chip-icon" aria-hidden="true">
                {icon}
              </span>
              {t(`interests.${key}`)}
              {on && <CheckLg className="ms-1" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id="interests-error">
          {fieldErrorText(t, error)}
        </div>
      )}
    </fieldset>
  );
}
