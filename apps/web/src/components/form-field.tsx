import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/form-errors';

type ControlProps =
  | ({ as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>)
  | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>)
  | ({ as: 'select' } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>);

export type FormFieldProps = ControlProps & {
  id: string;
  label: ReactNode;
  /** A validation code (or an API error code of this field); shown translated under the field. */
  error?: string;
  /** Help or an action under the field, such as the did-you-mean hint. */
  hint?: ReactNode;
  groupClassName?: string;
};

/** A labelled input, textarea or select with its error and help, wired up for screen readers. */
export function FormField({ id, label, error, hint, groupClassName = 'mb-3', ...control }: FormFieldProps) {
  const { t } = useTranslation();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const invalid = error ? ' is-invalid' : '';
  const extraClass = control.className ? ` ${control.className}` : '';
  let element: ReactNode;
  if (control.as === 'select') {
    const { as: _as, ...rest } = control;
    element = <select {...rest} {...shared} className={`form-select${invalid}${extraClass}`} />;
  } else if (control.as === 'textarea') {
    const { as: _as, ...rest } = control;
    element = <textarea {...rest} {...shared} className={`form-control${invalid}${extraClass}`} />;
  } else {
    const { as: _as, ...rest } = control;
    element = <input {...rest} {...shared} className={`form-control${invalid}${extraClass}`} />;
  }
  return (
    <div className={groupClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {element}
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {fieldErrorText(t, error)}
        </div>
      )}
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
    </div>
  );
}
