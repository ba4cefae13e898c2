import type { User } from '@app/core';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { FictionalPluralBadge } from '../../components/fictional-badge';
import { SavedNote, SettingsSection } from '../../components/settings-section';
import { useUpdateUser } from '../../hooks/use-session';
import { CallError } from '../../components/call-error';

/**
 * Whether fictional profiles may write the first message to the member (issue 19), saved at once.
 * The text begins with the badge they carry, in the site's own word for them, and speaks of "these
 * profiles": no sentence has to fit its grammar around whatever word a site chose.
 */
export function FirstContactSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  // The change on its way shows at once, as the notification switches do.
  const [sending, setSending] = useState<boolean | null>(null);
  const change = (on: boolean) => {
    setSending(on);
    update.mutate({ fictional_first_contact: on }, { onSettled: () => setSending(null) });
  };
  return (
    <SettingsSection id="first-contact" title={t('settings.first_contact.title')}>
      {update.isError && <CallError error={update.error} />}
      <p className="text-body-secondary">
        <FictionalPluralBadge className="me-2" />
        {t('settings.first_contact.intro')}
      </p>
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
