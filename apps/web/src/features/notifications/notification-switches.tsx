import { NOTIFICATION_TYPES, type NotificationType, type User } from '@app/core';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { SavedNote } from '../../components/settings-section';
import { useHydrated } from '../../hooks/use-hydrated';
import { useUpdateUser } from '../../hooks/use-session';
import { CallError } from '../../components/call-error';

/** One switch per kind of mail; each is saved at once (PUT /api/user.php notification_settings). */
export function NotificationSwitches({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  // The server draws the switches, and a tap before the app has taken the page over would flip one
  // that nothing saves: they wait, disabled, for the take-over.
  const ready = useHydrated();
  // While a change is on its way, show it rather than the stored state it replaces. Set in the
  // change handler itself: a controlled switch would otherwise flip back until the request starts.
  const [sending, setSending] = useState<User['notification_settings'] | null>(null);
  const settings = sending ?? user.notification_settings;
  const change = (type: NotificationType, on: boolean) => {
    const next = { ...settings, [type]: on };
    setSending(next);
    update.mutate({ notification_settings: next }, { onSettled: () => setSending(null) });
  };
  return (
    <>
      {update.isError && <CallError error={update.error} />}
      {NOTIFICATION_TYPES.map((type) => (
        <Form.Check
          type="switch"
          key={type}
          id={`notification-${type}`}
          className="mb-2"
          label={t(`settings.notifications.types.${type}`)}
          checked={settings[type]}
          disabled={!ready || update.isPending}
          onChange={(event) => change(type, event.target.checked)}
        />
      ))}
      <SavedNote show={update.isSuccess} />
    </>
  );
}
