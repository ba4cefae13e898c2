import { useState } from 'react';
import { CheckCircleFill, Flag } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AppForm } from '../../components/app-form';
import { CardPage } from '../../components/card-page';
import { EmailField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useCurrentUser } from '../../hooks/use-session';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';
import { pathFor } from '../../route-table';
import { complaintChecks, useSendComplaint } from '../../lib/complaints';
import { ComplaintFields } from '../../components/complaint-fields';

/** A positive id from the query string, or undefined. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /complaints: anyone can complain; about a member when the link carries profile_id, and about
 * one of their chat messages (message_id, from a chat) or profile photos (photo_id).
 */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const aboutMember = idParam(searchParams, 'profile_id');
  const messageId = aboutMember && idParam(searchParams, 'message_id');
  const photoId = aboutMember && idParam(searchParams, 'photo_id');
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
        <p data-testid="complaint-reference">{t('complaints.sent_reference', { reference: send.data.reference })}</p>
        <Link className="btn btn-primary" to={aboutMember ? pathFor('members-id', { id: String(aboutMember) }) : pathFor('index')}>
          {aboutMember ? t('complaints.back_to_profile') : t('errors.back_home')}
        </Link>
      </CardPage>
    );
  }

  const submit = async () => {
    const { ComplaintBody } = await complaintChecks();
    const body = ComplaintBody.safeParse({
      reason: reason || undefined,
      message,
      email: user || !email.trim() ? undefined : email,
      profile_id: aboutMember,
      message_id: messageId,
      photo_id: photoId,
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
        {messageId && <p className="text-body-secondary" data-testid="complaint-about-message">{t('complaints.about_message')}</p>}
        <AppForm prepare={complaintChecks} onSubmit={submit} error={errors.formError}>
          <ComplaintFields
            idPrefix="complaint"
            reason={reason}
            message={message}
            onReason={setReason}
            onMessage={setMessage}
            errors={errors.fields}
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
