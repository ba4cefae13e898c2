import { GENDERS, MIN_AGE, SEXUALITIES, SIGNUP_STEPS } from '@app/core';
import { Button, ProgressBar } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmailField, FormField, PasswordField } from '../../components/form-field';
import { LocationFields } from '../../components/location-fields';
import { PendingButton } from '../../components/pending-button';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { BirthDateField } from '../../components/birth-date-field';
import { ChoiceField } from './choice-field';
import type { SignupFlowState } from './use-signup-flow';

interface SignupFlowProps {
  flow: SignupFlowState;
  /** Called when a link leaves the flow, so the modal can close. */
  onLeave?: () => void;
}

/** SPEC §4's signup steps 0 to 4 with their progress; the same on /signup and in the modal. */
export function SignupFlow({ flow, onLeave }: SignupFlowProps) {
  const { t } = useTranslation();
  const { step, stepName } = flow;
  return (
    <div data-testid="signup-flow" data-step={stepName}>
      <div className="mb-4">
        <div className="d-flex justify-content-between small text-body-secondary mb-1">
          <span>{t('signup.progress', { step: step + 1, count: SIGNUP_STEPS.length })}</span>
        </div>
        <ProgressBar now={((step + 1) / SIGNUP_STEPS.length) * 100} style={{ height: 6 }} aria-hidden="true" />
      </div>
      <form
        noValidate
        onFocusCapture={flow.prepare}
        onSubmit={(event) => {
          event.preventDefault();
          void flow.next();
        }}
      >
        <h2 className="h4 mb-1">{t(`signup.steps.${stepName}.title`)}</h2>
        <p className="text-body-secondary mb-4">{t(`signup.steps.${stepName}.text`)}</p>
        {flow.formError !== undefined && (
          <Alert variant="danger" role="alert">
            {errorText(t, flow.formError)}
          </Alert>
        )}
        <StepFields flow={flow} onLeave={onLeave} />
        <div className="d-flex gap-2 mt-4">
          {step > 0 && (
            <Button variant="outline-secondary" onClick={flow.back} disabled={flow.pending}>
              {t('common.back')}
            </Button>
          )}
          <PendingButton pending={flow.pending} className="ms-auto px-4" data-testid="signup-next">
            {flow.isLastStep ? t('signup.submit') : t('common.next')}
          </PendingButton>
        </div>
        {flow.isLastStep && (
          <p className="small text-body-secondary mt-3 mb-0">
            {t('signup.consent', { count: MIN_AGE })}{' '}
            <Link to={pathFor('pages-terms')} onClick={onLeave}>
              {t('footer.terms')}
            </Link>
            {' · '}
            <Link to={pathFor('pages-privacy')} onClick={onLeave}>
              {t('footer.privacy')}
            </Link>
          </p>
        )}
      </form>
      <p className="text-center small mt-4 mb-0">
        {t('signup.have_account')}{' '}
        <Link to={pathFor('login')} onClick={onLeave}>
          {t('nav.login')}
        </Link>
      </p>
    </div>
  );
}

function StepFields({ flow, onLeave }: SignupFlowProps) {
  const { t } = useTranslation();
  const { draft, errors, update, suggestion } = flow;
  switch (flow.stepName) {
    case 'email':
      return (
        <EmailField
          id="signup-email"
          autoFocus
          value={draft.email}
          onValueChange={(email) => update({ email })}
          onBlur={() => draft.email && flow.checkEmail()}
          error={errors.email}
          hint={
            suggestion ? (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                onClick={() => update({ email: suggestion })}
                data-testid="email-suggestion"
              >
                {t('validation.did_you_mean', { suggestion })}
              </button>
            ) : errors.email === 'email_taken' ? (
              <Link to={pathFor('login')} onClick={onLeave}>
                {t('signup.login_instead')}
              </Link>
            ) : undefined
          }
        />
      );
    case 'name':
      return (
        <FormField
          id="signup-name"
          label={t('fields.name')}
          autoComplete="username"
          autoFocus
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
          error={errors.name}
        />
      );
    case 'password':
      return (
        <PasswordField
          id="signup-password"
          autoComplete="new-password"
          autoFocus
          value={draft.password}
          onValueChange={(password) => update({ password })}
          error={errors.password}
        />
      );
    case 'date_of_birth':
      return (
        <BirthDateField
          id="signup-dob"
          value={draft.date_of_birth}
          onChange={(date_of_birth) => update({ date_of_birth })}
          error={errors.date_of_birth}
        />
      );
    case 'about':
      return (
        <>
          <ChoiceField
            name="signup-gender"
            legend={t('fields.gender')}
            options={GENDERS}
            label={(gender) => t(`profile.gender.${gender}`)}
            value={draft.gender}
            onChange={(gender) => update({ gender })}
            error={errors.gender}
          />
          <ChoiceField
            name="signup-sexuality"
            legend={t('fields.sexuality')}
            options={SEXUALITIES}
            label={(sexuality) => t(`profile.sexuality.${sexuality}`)}
            value={draft.sexuality}
            onChange={(sexuality) => update({ sexuality })}
            error={errors.sexuality}
          />
          <LocationFields
            idPrefix="signup"
            country={draft.country}
            region={draft.region}
            onChange={(location) => update(location)}
            errors={errors}
          />
          {flow.memberId !== undefined && (
            <FormField
              as="textarea"
              id="signup-message"
              label={t('fields.signup_message')}
              rows={3}
              value={draft.signup_message}
              onChange={(event) => update({ signup_message: event.target.value })}
              error={errors.signup_message}
              hint={t('signup.message_hint')}
            />
          )}
        </>
      );
  }
}
