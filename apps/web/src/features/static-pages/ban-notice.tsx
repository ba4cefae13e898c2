import { Alert } from '../../components/alert';
import { SlashCircle } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { MyComplaints } from '../../components/my-complaints';

/**
 * Above the /ban page when a ban brought the member there: it is about them, and until when; and
 * the decisions on complaints about them, which a banned member may still read and appeal.
 */
export function BanNotice({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation();
  const end = until && new Date(until).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      <Alert variant="danger" className="d-flex gap-3 align-items-start mb-4" data-testid="ban-notice">
        <SlashCircle size={24} className="flex-shrink-0 mt-1" aria-hidden="true" />
        <div>
          <h2 className="h5 alert-heading">{t('ban_notice.title')}</h2>
          <p className="mb-0">{end ? t('ban_notice.suspended_until', { date: end }) : t('ban_notice.banned')}</p>
        </div>
      </Alert>
      <div className="mb-4">
        <MyComplaints />
      </div>
    </>
  );
}
