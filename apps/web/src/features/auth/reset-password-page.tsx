import { useState } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { AppForm } from '../../components/app-form';
import { CardPage } from '../../components/card-page';
import { EmailField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { pathFor } from '../../route-table';
import { useRequestPasswordReset } from './api';

const checks = () => import('./checks');

/** /reset-password: mails a link to choose a new password. */
export function Component() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const errors = useFormErrors({ email_not_found: 'email' });
  const [email, setEmail] = useState('');

  const submit = async () => {
    const { PasswordResetRequestBody } = await checks();
    const body = PasswordResetRequestBody.safeParse({ email });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    request.mutate(body.data, { onError: errors.show });
  };

  return (
    <CardPage title={t('routes.reset-password')}>
      {request.isSuccess ? (
        <Alert variant="success" className="mb-0" data-testid="reset-mail-sent">
          {t('reset.sent', { email: request.variables.email })} {t('activation.spam_hint')}
        </Alert>
      ) : (
        <>
          <p className="text-body-secondary">{t('reset.intro')}</p>
          <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
            <EmailField id="reset-email" autoFocus value={email} onValueChange={setEmail} error={errors.fields.email} />
            <PendingButton pending={request.isPending} className="w-100">
              {t('reset.submit')}
            </PendingButton>
          </AppForm>
        </>
      )}
      <p className="text-center small mt-4 mb-0">
        <Link to={pathFor('login')}>{t('reset.back_to_login')}</Link>
      </p>
    </CardPage>
  );
}
