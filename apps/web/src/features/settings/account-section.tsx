import type { User } from '@app/core';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { EmailField, FormField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useUpdateUser } from '../../hooks/use-session';
import { useRequestMailChange } from './api';
import { SavedNote, SettingsSection } from '../../components/settings-section';

const checks = () => import('./checks');

/** Username and e-mail address. */
export function AccountSection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="account" title={t('settings.account.title')}>
      <NameForm user={user} />
      <hr className="my-4" />
      <MailChangeForm user={user} />
    </SettingsSection>
  );
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const errors = useFormErrors();
  const [name, setName] = useState(user.profile.name);

  const submit = async () => {
    const { nameIsNotEmail, UpdateUserBody } = await checks();
    const body = UpdateUserBody.safeParse({ name });
    if (!body.success) return errors.show(body.error);
    // SPEC §5 holds here too: the username is not the e-mail address.
    if (!nameIsNotEmail({ name, email: user.email })) return errors.showFields({ name: 'name_equals_email' });
    errors.clear();
    update.mutate(body.data, { onError: errors.show });
  };

  return (
    <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
      <FormField
        id="settings-name"
        label={t('fields.name')}
        autoComplete="nickname"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          update.reset();
        }}
        error={errors.fields.name}
      />
      <div className="d-flex align-items-center gap-3">
        <PendingButton pending={update.isPending} disabled={name === user.profile.name}>
          {t('settings.save')}
        </PendingButton>
        <SavedNote show={update.isSuccess} />
      </div>
    </AppForm>
  );
}

function MailChangeForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const request = useRequestMailChange();
  const errors = useFormErrors({ email_taken: 'new_email' });
  const [newEmail, setNewEmail] = useState('');

  const submit = async () => {
    const { MailChangeBody } = await checks();
    const body = MailChangeBody.safeParse({ new_email: newEmail });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    request.mutate(body.data, { onSuccess: () => setNewEmail(''), onError: errors.show });
  };

  return (
    <>
      <p className="mb-3">
        {t('settings.account.current_email')} <strong data-testid="current-email">{user.email}</strong>
      </p>
      {request.isSuccess && (
        <Alert variant="success" data-testid="mail-change-sent">
          {t('settings.account.mail_sent', { email: request.variables.new_email })}
        </Alert>
      )}
      <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
        <EmailField
          id="settings-new-email"
          label={t('fields.new_email')}
          value={newEmail}
          onValueChange={setNewEmail}
          error={errors.fields.new_email}
        />
        <PendingButton pending={request.isPending} disabled={newEmail.trim() === ''}>
          {t('settings.account.change_email')}
        </PendingButton>
      </AppForm>
    </>
  );
}
