import type { NotificationDisabledReason } from '@app/core';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { pathFor } from '../../route-table';

/**
 * Where each stop is put right: a bounce or a spam complaint is about the address, which a new
 * confirmed one clears (settings); an unsubscribe in the mail app is undone by the switches
 * right below, so it needs no link.
 */
const FIX_PAGE: Partial<Record<NotificationDisabledReason, string>> = {
  bounce: `${pathFor('settings')}#account`,
  spam_complaint: `${pathFor('settings')}#account`,
};

/** SPEC §4: why mail to the member stopped, and what to do about it. */
export function DisabledReasons({ reasons }: { reasons: NotificationDisabledReason[] }) {
  const { t } = useTranslation();
  return reasons.map((reason) => {
    const fixPage = FIX_PAGE[reason];
    return (
      <Alert variant="danger" key={reason} data-testid={`disabled-${reason}`}>
        <p className="fw-semibold mb-1">{t(`settings.notifications.disabled.${reason}`)}</p>
        <p className={fixPage ? 'mb-2' : 'mb-0'}>{t(`notifications.fix.${reason}`)}</p>
        {fixPage && (
          <Link className="alert-link" to={fixPage}>
            {t(`notifications.fix_link.${reason}`)}
          </Link>
        )}
      </Alert>
    );
  });
}
