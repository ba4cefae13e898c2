import { isLinkToken } from '@app/core';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '../../components/app-form';
import { CardPage } from '../../components/card-page';
import { PasswordField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { ApiError } from '../../lib/api-client';
import { pathFor } from '../../route-table';
import { useResetPassword } from './api';

const checks = () => import('./checks');

/** /reset-password/do?token=…: the new password, twice; afterwards the member is logged in. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const errors = useFormErrors();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const linkInvalid =
    (reset.error instanceof ApiError && reset.error.code === 'link_invalid') ||
    !isLinkToken(token);

  const submit = async () => {
    const { PasswordResetBody } = await checks();
    const body = PasswordResetBody.safeParse({ token, password, password_repeat: repeat });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    reset.mutate(body.data, {
      onSuccess: () => void navigate(pathFor('members'), { replace: true }),
      onError: errors.show,
    });
  };

  return (
    <CardPage title={t('routes.reset-password-do')}>
      {linkInvalid ? (
        <Alert variant="danger" className="mb-0" data-testid="link-invalid">
          <p>{t('errors.link_invalid')}</p>
          <Link className="btn btn-primary" to={pathFor('reset-password')}>
            {t('reset.request_new')}
          </Link>
        </Alert>
      ) : (
        <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
          <PasswordField
            id="reset-password"
            label={t('fields.new_password')}
            autoComplete="new-password"
            autoFocus
            value={password}
            onValueChange={setPassword}
            error={errors.fields.password}
          />
          <PasswordField
            id="reset-password-repeat"
            label={t('fields.password_repeat')}
            autoComplete="new-password"
            value={repeat}
            onValueChange={setRepeat}
            error={errors.fields.password_repeat}
          />
          <PendingButton pending={reset.isPending} className="w-100">
            {t('reset.save')}
          </PendingButton>
        </AppForm>
      )}
    </CardPage>
  );
}
