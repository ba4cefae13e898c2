import { type ReactNode, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { z } from 'zod';
import { AdminApiError } from '../admin-api';

/** A message per field, by dotted path ('config.message_credits'), as the server's 400 names them. */
export type FieldErrors = Record<string, string>;

/** What the form's own schema says of the draft: the same rules, and messages, as the server's. */
export function draftErrors(schema: z.ZodType, draft: unknown): FieldErrors {
  const result = schema.safeParse(draft);
  const errors: FieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * The field messages of a refused save, or its message under '_' when it names no field. The
 * reason is the dialog's own field: the dialog shows what is wrong with it.
 */
export function saveErrors(error: unknown): FieldErrors {
  if (!error) return {};
  if (error instanceof AdminApiError && error.fields) {
    const { reason: _reason, ...fields } = error.fields;
    return fields;
  }
  return { _: error instanceof Error ? error.message : 'The save failed.' };
}

/** Whether a refused save is about the form's fields, which the reason dialog should step aside for. */
export const refusesFields = (error: unknown) => Object.keys(saveErrors(error)).some((field) => field !== '_');

/** The errors at a path and under it, for a group of controls (a table of prices). */
export function errorsUnder(errors: FieldErrors, path: string): string | undefined {
  const found = Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`));
  return found?.[1];
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, a control and its message; the control gets `id` and reads the error through aria-describedby. */
export function Field({ id, label, error, hint, children, className = 'mb-3' }: FieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`} data-field-error={id}>
          {error}
        </div>
      )}
      {hint && <Form.Text className="d-block">{hint}</Form.Text>}
    </Form.Group>
  );
}

interface TextProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: string;
  rows?: number;
  className?: string;
}

export function TextField({ id, label, value, onChange, error, hint, type = 'text', rows, className }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        value={value}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

interface NumberProps extends Omit<TextProps, 'value' | 'onChange' | 'type' | 'rows'> {
  value: number | null;
  onChange: (value: number | null) => void;
  step?: number;
}

/** An empty box is null; the schema says whether that is allowed. */
export function NumberField({ id, label, value, onChange, error, hint, step = 1, className }: NumberProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Control
        type="number"
        step={step}
        value={value ?? ''}
        isInvalid={!!error}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    </Field>
  );
}

interface SelectProps<T extends string> {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function SelectField<T extends string>({ id, label, value, options, onChange, error, hint, className }: SelectProps<T>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Select value={value} isInvalid={!!error} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Field>
  );
}

interface SwitchProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

export function SwitchField({ id, label, checked, onChange, hint }: SwitchProps) {
  return (
    <div className="mb-3">
      <Form.Check type="switch" id={id} label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {hint && <Form.Text>{hint}</Form.Text>}
    </div>
  );
}

interface ChecksProps<T extends string> {
  id: string;
  label: ReactNode;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  /** How an option reads; the option itself by default. */
  text?: (option: T) => string;
}

/** Several of a fixed list, kept in the list's order. */
export function ChecksField<T extends string>({ id, label, options, value, onChange, error, text = (o) => o }: ChecksProps<T>) {
  const toggle = (option: T, on: boolean) => onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <fieldset className="mb-3" id={id}>
      <legend className="form-label fs-6 mb-1">{label}</legend>
      <div className="d-flex flex-wrap gap-x-3 column-gap-3">
        {options.map((option) => (
          <Form.Check
            key={option}
            inline
            id={`${id}-${option}`}
            label={text(option)}
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/** Country codes typed as a list: "NL, BE, DE". The text stays as typed; the list is what it reads as. */
export function CodeListField(props: Omit<TextProps, 'value' | 'onChange'> & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const { value, onChange, ...rest } = props;
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(typed) => {
        setText(typed);
        onChange(typed.split(/[\s,]+/).filter(Boolean));
      }}
    />
  );
}
