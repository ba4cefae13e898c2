import { REACTIVATION_DAYS } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { Gift } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { AppForm } from '../../components/app-form';
import { PasswordField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { errorText, fieldErrorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { companyInfoQuery } from '../../site/api';
import { useDeleteAccount, useTakeRetentionOffer } from './api';
import { SettingsSection } from '../../components/settings-section';

const checks = () => import('./checks');

type Stage = 'start' | 'offer' | 'confirm';

/** Deleting the account: the retention offer first, then password and confirmation (SPEC §4, §5). */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('start');
  const companyInfo = useQuery(companyInfoQuery);
  const discount = companyInfo.data?.company.delete_discount ?? 0;
  return (
    <SettingsSection id="delete" title={t('settings.delete.title')}>
      {stage === 'start' && (
        <>
          <p className="text-body-secondary">{t('settings.delete.intro', { count: REACTIVATION_DAYS })}</p>
          {/* Whether there is an offer to make first is known once the company's terms are read. */}
          <PendingButton
            type="button"
            variant="outline-danger"
            pending={companyInfo.isPending}
            onClick={() => setStage(discount > 0 ? 'offer' : 'confirm')}
            data-testid="delete-start"
          >
            {t('settings.delete.start')}
          </PendingButton>
        </>
      )}
      {stage === 'offer' && <RetentionOffer percent={discount} onDecline={() => setStage('confirm')} />}
      {stage === 'confirm' && <ConfirmDeletion onCancel={() => setStage('start')} />}
    </SettingsSection>
  );
}

/**
 * The offer to stay (the company's delete_discount): taking it issues the member's personal code,
 * shown here and carried to the credits page, whose checkout applies it.
 */
function RetentionOffer({ percent, onDecline }: { percent: number; onDecline: () => void }) {
  const { t, i18n } = useTranslation();
  const take = useTakeRetentionOffer();
  const code = take.data;
  const until = code?.expires && new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(code.expires));
  return (
    <div className="text-center p-3 rounded-3 bg-body-tertiary" data-testid="retention-offer">
      <Gift size={36} className="text-primary mb-2" aria-hidden="true" />
      {code ? (
        <div data-testid="retention-code">
          <p className="h5">{t('settings.delete.code_title')}</p>
          <p className="font-monospace fs-4 fw-bold my-3 px-3 py-2 d-inline-block rounded-3 border border-primary border-2 bg-body" data-testid="retention-code-text">
            {code.code}
          </p>
          <p className="text-body-secondary">
            {code.expired ? t('errors.code_expired') : t('settings.delete.code_text', { percent: code.value_percentage, date: until })}
          </p>
        </div>
      ) : (
        <>
          <p className="h5">{t('settings.delete.offer', { percent })}</p>
          <p className="text-body-secondary">{t('settings.delete.offer_text')}</p>
        </>
      )}
      {take.isError && (
        <Alert variant="danger" className="text-start">
          {errorText(t, take.error)}
        </Alert>
      )}
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        {!code && (
          <PendingButton type="button" pending={take.isPending} onClick={() => take.mutate()} data-testid="retention-accept">
            {t('settings.delete.offer_accept')}
          </PendingButton>
        )}
        {code && !code.expired && (
          <Link className="btn btn-primary" to={`${pathFor('credits')}?${new URLSearchParams({ code: code.code })}`} data-testid="retention-use">
            {t('settings.delete.code_use')}
          </Link>
        )}
        <Button variant="link" className="text-danger" onClick={onDecline} data-testid="delete-continue">
          {t('settings.delete.offer_decline')}
        </Button>
      </div>
    </div>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const errors = useFormErrors({ wrong_password: 'password' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState(false);

  const submit = async () => {
    const { DeleteAccountBody } = await checks();
    const body = DeleteAccountBody.safeParse({ password, confirm });
    if (!body.success) return errors.show(body.error);
    errors.clear();
    remove.mutate(body.data, { onError: errors.show });
  };

  return (
    <>
      <Alert variant="warning">{t('settings.delete.warning', { count: REACTIVATION_DAYS })}</Alert>
      <AppForm prepare={checks} onSubmit={submit} error={errors.formError}>
        <PasswordField
          id="delete-password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.fields.password}
        />
        <Form.Check
          id="delete-confirm"
          className="mb-3"
          label={t('settings.delete.confirm_label')}
          checked={confirm}
          onChange={(event) => setConfirm(event.target.checked)}
          isInvalid={Boolean(errors.fields.confirm)}
          feedback={errors.fields.confirm && fieldErrorText(t, errors.fields.confirm)}
          feedbackType="invalid"
        />
        <div className="d-flex flex-wrap gap-2">
          <PendingButton variant="danger" pending={remove.isPending} data-testid="delete-submit">
            {t('settings.delete.submit')}
          </PendingButton>
          <Button variant="outline-secondary" onClick={onCancel} disabled={remove.isPending}>
            {t('settings.delete.cancel')}
          </Button>
        </div>
      </AppForm>
    </>
  );
}
