import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '../../components/app-form';
import { CardPage } from '../../components/card-page';
import { EmailField, PasswordField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { VisitorOnly } from '../../components/route-guards';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useLogin } from '../../hooks/use-session';
import { safeNextPath } from '../../lib/safe-next';
import { pathFor } from '../../route-table';

const checks = () => import('./checks');

/** /login: after logging in, on to ?next= (a path on this site only) or the members. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? pathFor('members');
  return (
    <VisitorOnly to={next}>
      <CardPage title={t('login.title')}>
        <LoginForm next={next} />
      </CardPage>
    </VisitorOnly>
  );
}

function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const errors = useFormErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    const { LoginBody } = await checks();
    const body = LoginBody.safeParse({ email, password });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    login.mutate(body.data, {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: errors.show,
    });
  };

  return (
    <AppForm prepare={checks} onSubmit={submit} error={errors.formError} errorTestId="login-error">
      <EmailField id="login-email" autoComplete="username" autoFocus value={email} onValueChange={setEmail} error={errors.fields.email} />
      <PasswordField
        id="login-password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
        hint={<Link to={pathFor('reset-password')}>{t('login.forgot_password')}</Link>}
      />
      <PendingButton pending={login.isPending} className="w-100 mt-2" data-testid="login-submit">
        {t('login.submit')}
      </PendingButton>
      <p className="text-center small mt-4 mb-0">
        {t('login.no_account')} <Link to={pathFor('signup')}>{t('home.cta_signup')}</Link>
      </p>
    </AppForm>
  );
}
