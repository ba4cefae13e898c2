import { SIGNUP_STEPS } from '@app/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignup } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { defaultCountry } from '../../lib/countries';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';
import { pathFor } from '../../route-table';
import { useSettings } from '../../site/api';
import { useEmailCheck } from './api';
import { emailSuggestion } from './email-suggestion';
import { clearDraft, loadDraft, type SavedDraft, saveDraft, type SignupDraft } from './signup-draft';
import { firstStepWithError } from './signup-steps';

/** The schema checks, loaded on the form's first focus (checks.ts). */
const checks = () => import('./checks');

const LAST_STEP = SIGNUP_STEPS.length - 1;

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

export interface SignupFlowOptions {
  /** Signing up from a member's page (members-id-signup): the optional first message goes to them. */
  memberId?: number;
  /** Called once the account exists, before moving on to 'confirm your e-mail'. */
  onSignedUp?: () => void;
}

/**
 * The state of SPEC §4's signup flow, steps 0 to 4 and then 'complete': each step is checked with
 * the core schemas before the next one shows, and the draft (without the password) survives a reload.
 */
export function useSignupFlow({ memberId, onSignedUp }: SignupFlowOptions = {}) {
  const settings = useSettings();
  const navigate = useNavigate();
  const signup = useSignup();
  const emailCheck = useEmailCheck();
  const [saved, setSaved] = useState(loadDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>();
  const [suggestion, setSuggestion] = useState<string>();
  const [stoppedFor, setStoppedFor] = useState<string>();

  const { step } = saved;
  const stepName = SIGNUP_STEPS[step]!;
  const draft: SignupDraft = {
    ...saved.draft,
    country: saved.draft.country || (settings ? defaultCountry(settings) : ''),
  };

  // Functional updates: a step change may follow an answer that came in while the visitor typed.
  const save = (change: (current: SavedDraft) => SavedDraft) =>
    setSaved((current) => {
      const next = change(current);
      saveDraft(next);
      return next;
    });
  const goTo = (index: number) => save((current) => ({ ...current, step: index }));

  const update = (changes: Partial<SignupDraft>) => {
    save((current) => ({ ...current, draft: { ...current.draft, ...changes } }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
    setFormError(undefined);
    if ('email' in changes) setSuggestion(undefined);
  };

  /** SPEC §5: a likely typo in the domain gets a 'did you mean' hint. */
  const checkEmail = () => setSuggestion(emailSuggestion(draft.email));

  /**
   * A hint stops the visitor once, so it is seen even when it appeared only as the Next button
   * took the focus; pressing on keeps the address as typed.
   */
  const stopForHint = (): boolean => {
    const hint = emailSuggestion(draft.email);
    setSuggestion(hint);
    if (hint === undefined || stoppedFor === hint) return false;
    setStoppedFor(hint);
    return true;
  };

  const submit = async () => {
    const { signupBody, storedTracking, validateDraft } = await checks();
    const all = validateDraft(draft);
    const wrongStep = firstStepWithError(all);
    if (wrongStep !== undefined) {
      setErrors(all);
      goTo(wrongStep);
      return;
    }
    signup.mutate(signupBody(draft, { memberId, tracking: storedTracking() }), {
      onSuccess: () => {
        clearDraft();
        onSignedUp?.();
        void navigate(pathFor('complete-signup'));
      },
      onError: (error) => {
        const shown = formErrorsOf(error, { email_taken: 'email', account_pending_deletion: 'email' });
        setErrors(shown.fields);
        setFormError(shown.form);
        const at = firstStepWithError(shown.fields);
        if (at !== undefined) goTo(at);
        else if (Object.keys(shown.fields).length > 0) setFormError(error);
      },
    });
  };

  const next = async () => {
    // Before waiting for the checks: a second press meanwhile finds the hint already shown once.
    const stopped = stepName === 'email' && stopForHint();
    const { validateStep } = await checks();
    const stepErrors = validateStep(stepName, draft);
    setErrors(stepErrors);
    if (stopped || Object.keys(stepErrors).length > 0) return;
    if (stepName === 'email') return checkAvailable();
    if (step < LAST_STEP) goTo(step + 1);
    else await submit();
  };

  /** An address that already has an account is named at once, not after four more steps. */
  const checkAvailable = async () =>
    emailCheck.mutate((await checks()).emailCheckBody(draft.email), {
      onSuccess: ({ available }) => (available ? goTo(step + 1) : setErrors({ email: 'email_taken' })),
      // The check only saves time: if it fails, the signup itself still refuses a taken address.
      // Over the limit of such checks the signup would be refused too, so that is said at once.
      onError: (error) => (isRateLimited(error) ? setFormError(error) : goTo(step + 1)),
    });

  return {
    step,
    stepName,
    isLastStep: step === LAST_STEP,
    draft,
    errors,
    formError,
    suggestion,
    memberId,
    pending: signup.isPending || emailCheck.isPending,
    /** Typing has begun: the signup modal then no longer closes by backdrop or Escape (SPEC §4). */
    inProgress: signup.isPending || saved.draft.email !== '',
    update,
    prepare: checks,
    checkEmail,
    next,
    back: () => goTo(Math.max(0, step - 1)),
  };
}

export type SignupFlowState = ReturnType<typeof useSignupFlow>;
