import { SIGNUP_STEPS } from '@app/core';
import type { FieldErrors } from '../../lib/form-errors';
import type { DraftField } from './signup-draft';

export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** Which fields each step of SPEC §4's flow asks for. */
export const STEP_FIELDS: Record<SignupStep, readonly DraftField[]> = {
  email: ['email'],
  name: ['name'],
  password: ['password'],
  date_of_birth: ['date_of_birth'],
  about: ['gender', 'sexuality', 'country', 'region', 'signup_message'],
};

/** The first step showing one of these errors, so the visitor lands where to fix it. */
export function firstStepWithError(errors: FieldErrors): number | undefined {
  const index = SIGNUP_STEPS.findIndex((step) => STEP_FIELDS[step].some((field) => errors[field]));
  return index === -1 ? undefined : index;
}
