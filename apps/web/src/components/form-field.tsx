import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { fieldErrorText } from '../lib/error-text';

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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> & {
  id: string;
  /** By default the field's usual name ("E-mail", "Password"). */
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
  groupClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** An e-mail address field: the mail keyboard on a phone and the browser's address autofill. */
export function EmailField({ label, onValueChange, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      label={label ?? t('fields.email')}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

/**
 * A password field. Which password it asks for is required: password managers fill a current one
 * and offer to generate and save a new one only when told.
 */
export function PasswordField({
  label,
  onValueChange,
  ...props
}: TextFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  return (
    <FormField type="password" {...props} label={label ?? t('fields.password')} onChange={(event) => onValueChange(event.target.value)} />
  );
}
