import { useState } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { PendingButton } from '../../components/pending-button';
import { usePush } from '../../hooks/use-push';

/** Push notifications in this browser (SPEC §4 push permission): each state says what can be done. */
export function PushSection() {
  const { t } = useTranslation();
  const push = usePush();
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<void>) => {
    setFailed(false);
    action().catch(() => setFailed(true));
  };

  let body;
  if (push.permission === 'unsupported') {
    body = <p className="text-body-secondary mb-0">{t('notifications.push.unsupported')}</p>;
  } else if (push.permission === 'denied') {
    body = (
      <Alert variant="warning" className="mb-0">
        {t('notifications.push.denied')}
      </Alert>
    );
  } else if (push.subscribed) {
    body = (
      <>
        <p>{t('notifications.push.on')}</p>
        <PendingButton type="button" variant="outline-secondary" pending={push.pending} onClick={() => run(push.disable)} data-testid="disable-push">
          {t('notifications.push.disable')}
        </PendingButton>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('notifications.push.off')}</p>
        <PendingButton type="button" pending={push.pending} onClick={() => run(push.enable)} data-testid="enable-push">
          {t('alerts.push.action')}
        </PendingButton>
      </>
    );
  }
  return (
    <div data-testid="push-section" data-permission={push.permission}>
      {body}
      {failed && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {t('alerts.push.failed')}
        </p>
      )}
    </div>
  );
}
