import type { User } from '@app/core';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SavedNote, SettingsSection } from '../../components/settings-section';
import { useUpdateUser } from '../../hooks/use-session';
import { errorText } from '../../lib/form-errors';
import { useSettings } from '../../site/api';

/**
 * Whether fictional profiles may write the first message to the member (issue 19), saved at once.
 * The title is the site's own word for them, the one their badge carries; the texts need no
 * grammar around it, whatever the site calls them.
 */
export function FirstContactSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateUser();
  // The change on its way shows at once, as the notification switches do.
  const [sending, setSending] = useState<boolean | null>(null);
  const change = (on: boolean) => {
    setSending(on);
    update.mutate({ fictional_first_contact: on }, { onSettled: () => setSending(null) });
  };
  return (
    <SettingsSection id="first-contact" title={settings?.fictional_plural || t('members.fictional_plural')}>
      {update.isError && <Alert variant="danger">{errorText(t, update.error)}</Alert>}
      <p className="text-body-secondary">{t('settings.first_contact.intro')}</p>
      <Form.Check
        type="switch"
        id="settings-first-contact"
        className="mb-2"
        label={t('settings.first_contact.label')}
        checked={sending ?? user.fictional_first_contact}
        disabled={update.isPending}
        onChange={(event) => change(event.target.checked)}
      />
      <SavedNote show={update.isSuccess} />
    </SettingsSection>
  );
}
