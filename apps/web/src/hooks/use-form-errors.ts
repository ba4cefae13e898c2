import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../lib/error-text';
import { type FieldErrors, type FieldOfCode, type FormErrors, formErrorsOf } from '../lib/form-errors';

/**
 * A form's errors: per field (codes, which FormField translates) and one above the form (translated
 * here, so a language switch translates it again).
 */
export function useFormErrors(fieldOfCode?: FieldOfCode) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  return {
    fields: errors.fields,
    formError: errors.form === undefined ? undefined : errorText(t, errors.form),
    /** Shows a zod failure, an ApiError or any other failure where it belongs. */
    show: (error: unknown) => setErrors(formErrorsOf(error, fieldOfCode)),
    showFields: (fields: FieldErrors) => setErrors({ fields }),
    clear: () => setErrors({ fields: {} }),
  };
}
