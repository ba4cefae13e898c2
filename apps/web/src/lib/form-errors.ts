import type { ErrorCode } from '@app/core';
import type { ZodError } from 'zod';
import { ApiError } from './api-client';

/** The broken rule per field name: a validation code, or an API error code that belongs to a field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first broken rule of each top-level field ('tracking.network' counts as 'tracking'). */
function firstPerField(issues: Iterable<[path: string, code: string]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, code] of issues) {
    const field = path.split('.')[0]!;
    fields[field] ??= code;
  }
  return fields;
}

function fieldErrorsFromZod(error: ZodError): FieldErrors {
  return firstPerField(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/**
 * A failed check of a contract schema. By its name, not its class: the schemas and zod load with
 * the form's first use (lib/contract.ts), and importing the class would bring zod back with the page.
 */
function isZodError(error: unknown): error is ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as Partial<ZodError>).issues);
}

export interface FormErrors {
  fields: FieldErrors;
  /** What to say above the form, when the error belongs to no field. */
  form?: unknown;
}

/** Which error codes the API answers that are about one field of the form, e.g. email_taken → email. */
export type FieldOfCode = Partial<Record<ErrorCode, string>>;

/**
 * Where an error shows: broken rules at their fields (from the client's zod check or the API's
 * validation_failed), a field's own error code at that field, anything else above the form.
 */
export function formErrorsOf(error: unknown, fieldOfCode: FieldOfCode = {}): FormErrors {
  if (isZodError(error)) return { fields: fieldErrorsFromZod(error) };
  if (error instanceof ApiError) {
    const field = error.code === 'network_error' ? undefined : fieldOfCode[error.code];
    if (field) return { fields: { [field]: error.code } };
    if (error.fields && Object.keys(error.fields).length > 0) return { fields: firstPerField(Object.entries(error.fields)) };
  }
  return { fields: {}, form: error };
}
