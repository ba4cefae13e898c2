/**
 * The signup's checks with the contract's schemas, the server's own: loaded as the visitor starts
 * on the form (its first focus), so zod is not part of the signup pages' first load (issue #20).
 */
import { EmailCheckBody, nameIsNotEmail, passwordIsPersonal, SIGNUP_STEPS, SignupBody, type TrackingInfo } from '@app/core';
import type { FieldErrors } from '../../lib/form-errors';
import type { DraftField, SignupDraft } from './signup-draft';
import { STEP_FIELDS, type SignupStep } from './signup-steps';

/** A field's broken rule, judged by the same core schema the server uses. */
function fieldError(field: DraftField, draft: SignupDraft): string | undefined {
  const value = draft[field];
  // SPEC §5: checked first, as it is the rule a visitor pasting the e-mail address runs into.
  if (field === 'name' && value.trim() !== '' && !nameIsNotEmail(draft)) return 'name_equals_email';
  const result = SignupBody.shape[field].safeParse(value);
  if (!result.success) return value.trim() === '' ? 'required' : result.error.issues[0]?.message;
  // The server also refuses the most common passwords; that list stays on the server.
  if (field === 'password' && passwordIsPersonal(value, draft)) return 'password_personal';
  return undefined;
}

/** The broken rules of one step, by field; empty when the visitor may go on. */
export function validateStep(step: SignupStep, draft: SignupDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const code = fieldError(field, draft);
    if (code) errors[field] = code;
  }
  return errors;
}

/** All steps at once, before sending: a draft restored after a reload has no password yet. */
export function validateDraft(draft: SignupDraft): FieldErrors {
  return Object.assign({}, ...SIGNUP_STEPS.map((step) => validateStep(step, draft))) as FieldErrors;
}

interface SignupExtras {
  memberId?: number;
  tracking?: TrackingInfo;
}

/** The request body from a draft that passed validateDraft. */
export function signupBody(draft: SignupDraft, { memberId, tracking }: SignupExtras): SignupBody {
  return SignupBody.parse({
    ...draft,
    signup_message: memberId !== undefined && draft.signup_message.trim() ? draft.signup_message : undefined,
    member_id: memberId,
    tracking,
  });
}

/** What the landing URL carried this visit, sent along with the signup. */
export { storedTracking } from '../../lib/tracking';

export const emailCheckBody = (email: string) => EmailCheckBody.parse({ email });
