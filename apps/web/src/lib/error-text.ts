import { ERROR_CODES, MIN_AGE, VALIDATION_CODES } from '@app/core';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

// Without zod, unlike form-errors.ts: every page that can fail says so, and most have no form (issue #20).

const validationCodes = new Set<string>(VALIDATION_CODES);
const errorCodes = new Set<string>(ERROR_CODES);

/** A field's error text. Codes we do not know (zod's own English messages) read as 'not valid'. */
export function fieldErrorText(t: TFunction, code: string): string {
  if (validationCodes.has(code)) return t(`validation.${code}`, { min_age: MIN_AGE });
  if (errorCodes.has(code)) return t(`errors.${code}`);
  return t('validation.invalid');
}

/** A failed call's text: the API's code translated with its values, anything else generic. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, error.params);
  return t('errors.internal_error');
}
