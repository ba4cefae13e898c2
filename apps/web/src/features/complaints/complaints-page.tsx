import { COMPLAINT_REASONS, ComplaintBody, OkResponse } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckCircleFill, Flag } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppForm } from '../../components/app-form';
import { CardPage } from '../../components/card-page';
import { EmailField, FormField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useCurrentUser } from '../../hooks/use-session';
import { api } from '../../lib/api-client';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';
import { pathFor } from '../../route-table';

const MESSAGE_MAX = 5000;

/** POST /api/complaints.php */
function useSendComplaint() {
  return useMutation({ mutationFn: (body: ComplaintBody) => api('complaints.php', OkResponse, { method: 'POST', body }) });
}

/** /complaints: anyone can complain; about a member when the link carries profile_id. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const profileId = Number(searchParams.get('profile_id'));
  const aboutMember = Number.isInteger(profileId) && profileId > 0 ? profileId : undefined;
  const { data: user, isPending: userPending } = useCurrentUser();
  const send = useSendComplaint();
  const errors = useFormErrors();
  const [reason, setReason] = useState(aboutMember ? 'fake_profile' : '');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');

  if (send.isSuccess) {
    return (
      <CardPage title={t('complaints.sent_title')} icon={<CheckCircleFill size={44} />}>
        <p className="lead" role="status" data-testid="complaint-sent">
          {t('complaints.sent_text')}
        </p>
        <Link className="btn btn-primary" to={aboutMember ? pathFor('members-id', { id: String(aboutMember) }) : pathFor('index')}>
          {aboutMember ? t('complaints.back_to_profile') : t('errors.back_home')}
        </Link>
      </CardPage>
    );
  }

  const submit = () => {
    const body = ComplaintBody.safeParse({
      reason: reason || undefined,
      message,
      email: user || !email.trim() ? undefined : email,
      profile_id: aboutMember,
    });
    const fields: FieldErrors = body.success ? {} : formErrorsOf(body.error).fields;
    // Said plainly rather than with the schema's words for a missing choice or address.
    if (!reason) fields.reason = 'required';
    if (!user && !email.trim()) fields.email = 'required';
    if (!body.success || Object.keys(fields).length > 0) return errors.showFields(fields);
    errors.clear();
    send.mutate(body.data, { onError: errors.show });
  };

  return (
    <CardPage title={t('routes.complaints')} icon={<Flag size={40} />} wide>
      <div data-route="complaints">
        <p className="text-body-secondary">{aboutMember ? t('complaints.intro_member') : t('complaints.intro')}</p>
        <AppForm onSubmit={submit} error={errors.formError}>
          <FormField
            as="select"
            id="complaint-reason"
            label={t('complaints.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.fields.reason}
            required
          >
            <option value="">{t('common.choose')}</option>
            {COMPLAINT_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`complaints.reasons.${key}`)}
              </option>
            ))}
          </FormField>
          <FormField
            as="textarea"
            id="complaint-message"
            label={t('complaints.message')}
            rows={6}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.fields.message}
            hint={t('complaints.message_hint', { count: message.trim().length, max: MESSAGE_MAX })}
            required
          />
          {!user && !userPending && (
            <EmailField
              id="complaint-email"
              label={t('complaints.email')}
              value={email}
              onValueChange={setEmail}
              error={errors.fields.email}
              hint={t('complaints.email_hint')}
              required
            />
          )}
          <PendingButton pending={send.isPending} data-testid="complaint-submit">
            {t('complaints.submit')}
          </PendingButton>
        </AppForm>
      </div>
    </CardPage>
  );
}
