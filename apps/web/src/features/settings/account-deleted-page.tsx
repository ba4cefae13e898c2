import { REACTIVATION_DAYS } from '@app/core';
import { EnvelopeHeart } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { pathFor } from '../../route-table';

/** After deletion: the account waits REACTIVATION_DAYS days, and the mailed link brings it back. */
export function Component() {
  const { t } = useTranslation();
  return (
    <CardPage title={t('routes.account-deleted')} icon={<EnvelopeHeart size={44} />}>
      <p className="lead">{t('account_deleted.text', { count: REACTIVATION_DAYS })}</p>
      <p className="text-body-secondary">{t('account_deleted.reactivate', { count: REACTIVATION_DAYS })}</p>
      <Link className="btn btn-outline-primary" to={pathFor('index')}>
        {t('errors.back_home')}
      </Link>
    </CardPage>
  );
}
