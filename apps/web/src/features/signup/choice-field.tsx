import { useTranslation } from '../../i18n/use-translation';
import { fieldErrorText } from '../../lib/error-text';

interface ChoiceFieldProps<V extends string> {
  name: string;
  legend: string;
  options: readonly V[];
  label: (option: V) => string;
  value: string;
  onChange: (value: V) => void;
  error?: string;
}

/** A few choices shown as toggle buttons (a radio group underneath, so keyboards and readers know it). */
export function ChoiceField<V extends string>({ name, legend, options, label, value, onChange, error }: ChoiceFieldProps<V>) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => (
          <span key={option}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${option}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${name}-${option}`}>
              {label(option)}
            </label>
          </span>
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
