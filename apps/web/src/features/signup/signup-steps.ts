import { nameIsNotEmail, passwordIsPersonal, SIGNUP_STEPS, SignupBody, type TrackingInfo } from '@app/core';
import type { FieldErrors } from '../../lib/form-errors';
import type { DraftField, SignupDraft } from './signup-draft';

type SignupStep = (typeof SIGNUP_STEPS)[number];

/** Which fields each step of SPEC §4's flow asks for. */
const STEP_FIELDS: Record<SignupStep, readonly DraftField[]> = {
  email: ['email'],
  name: ['name'],
  password: ['password'],
  date_of_birth: ['date_of_birth'],
  about: ['gender', 'sexuality', 'country', 'region', 'signup_message'],
};

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

/** The first step showing one of these errors, so the visitor lands where to fix it. */
export function firstStepWithError(errors: FieldErrors): number | undefined {
  const index = SIGNUP_STEPS.findIndex((step) => STEP_FIELDS[step].some((field) => errors[field]));
  return index === -1 ? undefined : index;
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
