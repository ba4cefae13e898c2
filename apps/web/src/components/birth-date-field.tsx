import { MIN_AGE } from '@app/core';
import { useTranslation } from '../i18n/use-translation';
import { fieldErrorText } from '../lib/error-text';

/** Nobody older than this signs up; the year list stays short enough to scroll. */
const OLDEST = 100;
const THIS_YEAR = new Date().getFullYear();

const pad = (value: number) => String(value).padStart(2, '0');
const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, index) => from + index * step);

type Part = 'day' | 'month' | 'year';
type Parts = Record<Part, string>;

/** 'YYYY-MM-DD' from the three selects; '' while none is chosen, something invalid while some are. */
function compose({ year, month, day }: Parts): string {
  return year || month || day ? `${year}-${month}-${day}` : '';
}

interface BirthDateFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Date of birth as day, month and year selects: no date picker to scroll back decades in. */
export function BirthDateField({ id, value, onChange, error }: BirthDateFieldProps) {
  const { t, i18n } = useTranslation();
  const [year = '', month = '', day = ''] = value.split('-');
  const parts: Parts = { year, month, day };
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'long', timeZone: 'UTC' });
  const selects: { part: Part; column: string; options: [value: string, label: string][] }[] = [
    { part: 'day', column: 'col-3', options: range(1, 31).map((d) => [pad(d), String(d)]) },
    {
      part: 'month',
      column: 'col-5',
      options: range(1, 12).map((m) => [pad(m), monthName.format(Date.UTC(2000, m - 1, 1))]),
    },
    {
      part: 'year',
      column: 'col-4',
      options: range(THIS_YEAR - MIN_AGE, OLDEST - MIN_AGE + 1, -1).map((y) => [String(y), String(y)]),
    },
  ];
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3 app-birth-date" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-2">{t('fields.date_of_birth')}</legend>
      <div className="row g-2">
        {selects.map(({ part, column, options }) => (
          <div className={column} key={part}>
            <label className="visually-hidden" htmlFor={`${id}-${part}`}>
              {t(`fields.${part}`)}
            </label>
            <select
              id={`${id}-${part}`}
              className={`form-select${error ? ' is-invalid' : ''}`}
              autoComplete={`bday-${part}`}
              aria-invalid={error ? true : undefined}
              value={parts[part]}
              onChange={(event) => onChange(compose({ ...parts, [part]: event.target.value }))}
            >
              <option value="">{t(`fields.${part}`)}</option>
              {options.map(([optionValue, label]) => (
                <option key={optionValue} value={optionValue}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {fieldErrorText(t, error)}
        </div>
      )}
    </fieldset>
  );
}
