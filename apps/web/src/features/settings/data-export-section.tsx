import { DATA_EXPORT_DAYS } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { Download } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { PendingButton } from '../../components/pending-button';
import { SettingsSection } from '../../components/settings-section';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { dataExportQuery, useRequestDataExport } from './api';

/**
 * "Download my data" (GDPR art. 15 and 20): the member asks, a job prepares a ZIP and mails a link;
 * here they see it being prepared, then download it until it expires.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation();
  const state = useQuery(dataExportQuery);
  const request = useRequestDataExport();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const current = state.data?.data_export;
  const error = request.error;
  return (
    <SettingsSection id="data-export" title={t('settings.data_export.title')}>
      <p className="text-body-secondary">{t('settings.data_export.intro', { count: DATA_EXPORT_DAYS })}</p>
      {current?.status === 'preparing' && (
        <Alert variant="info" className="d-flex align-items-center gap-2" data-testid="data-export-preparing">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('settings.data_export.preparing')}
        </Alert>
      )}
      {current?.status === 'ready' && current.download_url && current.expires_at && (
        <div className="mb-3" data-testid="data-export-ready">
          <p>{t('settings.data_export.ready', { date: date(current.expires_at) })}</p>
          <a className="btn btn-primary d-inline-flex align-items-center gap-2" href={current.download_url} download data-testid="data-export-download">
            <Download aria-hidden="true" />
            {t('settings.data_export.download')}
          </a>
        </div>
      )}
      {current?.status === 'expired' && (
        <p className="text-body-secondary" data-testid="data-export-expired">
          {t('settings.data_export.expired')}
        </p>
      )}
      {error && (
        <Alert variant="danger" data-testid="data-export-error">
          {error instanceof ApiError && error.code === 'data_export_too_soon' && typeof error.params?.at === 'string'
            ? t('errors.data_export_too_soon', { at: date(error.params.at) })
            : errorText(t, error)}
        </Alert>
      )}
      {current?.status !== 'preparing' && (
        <PendingButton
          type="button"
          variant={current?.status === 'ready' ? 'outline-primary' : 'primary'}
          pending={request.isPending}
          onClick={() => request.mutate()}
          data-testid="data-export-request"
        >
          {t('settings.data_export.request')}
        </PendingButton>
      )}
    </SettingsSection>
  );
}
