import type { MyComplaint } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from '../i18n/use-translation';
import { AppForm } from './app-form';
import { FormField } from './form-field';
import { PendingButton } from './pending-button';
import { useFormErrors } from '../hooks/use-form-errors';
import { formErrorsOf } from '../lib/form-errors';
import { complaintChecks, myComplaintsQuery, useAppeal } from '../lib/complaints';

const TEXT_MAX = 5000;

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * The member's complaints, made and about them, each with its decision: for a complaint about the
 * member that is the statement of reasons (what, which content, why, which rule) and the appeal.
 * On /settings, and on /ban for a member whose account a decision closed.
 */
export function MyComplaints({ emptyText }: { emptyText?: string }) {
  const { t } = useTranslation();
  const { data: complaints, isPending } = useQuery(myComplaintsQuery);
  if (isPending || !complaints) return null;
  if (complaints.length === 0) return emptyText ? <p className="text-body-secondary mb-0">{emptyText}</p> : null;
  return (
    <div className="d-flex flex-column gap-3" data-testid="my-complaints">
      <p className="text-body-secondary mb-0">{t('complaints.mine_intro')}</p>
      {complaints.map((complaint) => (
        <ComplaintItem key={complaint.reference} complaint={complaint} />
      ))}
    </div>
  );
}

function ComplaintItem({ complaint }: { complaint: MyComplaint }) {
  const { t } = useTranslation();
  const date = useDate();
  const { decision, appeal } = complaint;
  const title =
    complaint.role === 'reported'
      ? t('complaints.about_you')
      : complaint.about
        ? t('complaints.yours_about', { name: complaint.about.name })
        : t('complaints.yours');
  return (
    <article className="border rounded p-3" data-testid="my-complaint" data-reference={complaint.reference}>
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <h3 className="h6 mb-0">{title}</h3>
        <Badge bg={complaint.status === 'open' || complaint.status === 'appealed' ? 'secondary' : 'primary'}>
          {t(`complaints.status.${complaint.status}`)}
        </Badge>
      </div>
      <dl className="row small mb-0">
        <dt className="col-sm-4">{t('complaints.reference')}</dt>
        <dd className="col-sm-8">{complaint.reference}</dd>
        <dt className="col-sm-4">{t('complaints.reason')}</dt>
        <dd className="col-sm-8">
          {t(`complaints.reasons.${complaint.reason}`)} · {date(complaint.at)}
        </dd>
        {complaint.content && (
          <>
            <dt className="col-sm-4">{t('complaints.content_label')}</dt>
            <dd className="col-sm-8">{t(`complaints.content.${complaint.content}`)}</dd>
          </>
        )}
        {decision && (
          <>
            <dt className="col-sm-4">{t('complaints.decision_label')}</dt>
            <dd className="col-sm-8" data-testid="decision">
              {t(`complaints.decisions.${decision.kind}`)}
              {decision.until && ` (${t('complaints.until', { date: date(decision.until) })})`} · {date(decision.at)}
            </dd>
            <dt className="col-sm-4">{t('complaints.rule_label')}</dt>
            <dd className="col-sm-8">{t(`moderation.reasons.${decision.rule}`)}</dd>
            {decision.explanation && (
              <>
                <dt className="col-sm-4">{t('complaints.why')}</dt>
                <dd className="col-sm-8" data-testid="decision-explanation">
                  {decision.explanation}
                </dd>
              </>
            )}
          </>
        )}
        {appeal && (
          <>
            <dt className="col-sm-4">{t('complaints.appeal_label')}</dt>
            <dd className="col-sm-8" data-testid="appeal">
              {appeal.outcome ? t(`complaints.appeal_outcomes.${appeal.outcome}`) : t('complaints.appeal_waiting', { date: date(appeal.at) })}
              {appeal.explanation && <div>{appeal.explanation}</div>}
            </dd>
          </>
        )}
      </dl>
      {complaint.appeal_until && <AppealForm reference={complaint.reference} until={complaint.appeal_until} />}
    </article>
  );
}

function AppealForm({ reference, until }: { reference: string; until: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useAppeal();
  const errors = useFormErrors();
  if (!open) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)} data-testid="appeal-open">
          {t('complaints.appeal')}
        </Button>
        <small className="text-body-secondary">{t('complaints.appeal_until', { date: date(until) })}</small>
      </div>
    );
  }
  const submit = async () => {
    const { AppealBody } = await complaintChecks();
    const body = AppealBody.safeParse({ reference, text });
    if (!body.success) return errors.showFields(formErrorsOf(body.error).fields);
    errors.clear();
    send.mutate(body.data, { onError: errors.show });
  };
  return (
    <AppForm prepare={complaintChecks} onSubmit={submit} error={errors.formError} className="mt-3">
      <FormField
        as="textarea"
        id={`appeal-${reference}`}
        label={t('complaints.appeal_text')}
        rows={4}
        maxLength={TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.fields.text}
        hint={t('complaints.message_hint', { count: text.trim().length, max: TEXT_MAX })}
        required
      />
      <PendingButton pending={send.isPending} size="sm" data-testid="appeal-submit">
        {t('complaints.appeal_submit')}
      </PendingButton>
    </AppForm>
  );
}
