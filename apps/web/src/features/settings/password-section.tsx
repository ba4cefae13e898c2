import type { User } from '@app/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { PasswordField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useChangePassword } from './api';
import { SavedNote, SettingsSection } from '../../components/settings-section';

const checks = () => import('./checks');

const EMPTY = { old_password: '', password: '', password_repeat: '' };

export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const errors = useFormErrors({ wrong_old_password: 'old_password' });
  const [values, setValues] = useState(EMPTY);

  const submit = async () => {
    const { ChangePasswordBody } = await checks();
    const body = ChangePasswordBody.safeParse(values);
    if (!body.success) return errors.show(body.error);
    errors.clear();
    change.mutate(body.data, { onSuccess: () => setValues(EMPTY), onError: errors.show });
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      id={`settings-${name.replaceAll('_', '-')}`}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onValueChange={(value) => {
        setValues({ ...values, [name]: value });
        change.reset();
      }}
      error={errors.fields[name]}
    />
  );

  return (
    <SettingsSection id="password" title={t('settings.password.title')}>
      <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
        {/* Tells password managers whose password this is. */}
        <input type="email" autoComplete="username" value={user.email} readOnly hidden />
        {field('old_password', t('fields.old_password'), 'current-password')}
        {field('password', t('fields.new_password'), 'new-password')}
        {field('password_repeat', t('fields.password_repeat'), 'new-password')}
        <div className="d-flex align-items-center gap-3">
          <PendingButton pending={change.isPending}>{t('settings.password.submit')}</PendingButton>
          <SavedNote show={change.isSuccess} text={t('settings.password.changed')} />
        </div>
      </AppForm>
    </SettingsSection>
  );
}
