import { ComplaintBody, type MemberProfile } from '@app/core';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { ComplaintFields } from '../../components/complaint-fields';
import { ConfirmModal } from '../../components/confirm-modal';
import { useSendComplaint } from '../../lib/complaints';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';
import { useBlock } from './api';

/**
 * Blocking, and reporting in the same step: with "also report" ticked the complaint goes first (its
 * form is checked before anything is sent), then the block.
 */
export default function BlockConfirm({ profile, onClose }: { profile: MemberProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlock(profile.id);
  const report = useSendComplaint();
  const [alsoReport, setAlsoReport] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const confirm = () => {
    if (!alsoReport) return block.mutate(true, { onSuccess: onClose });
    const body = ComplaintBody.safeParse({ reason: reason || undefined, message, profile_id: profile.id });
    const errors: FieldErrors = body.success ? {} : formErrorsOf(body.error).fields;
    if (!reason) errors.reason = 'required';
    setFields(errors);
    if (!body.success || Object.keys(errors).length > 0) return;
    report.mutate(body.data, { onSuccess: () => block.mutate(true, { onSuccess: onClose }) });
  };
  return (
    <ConfirmModal
      title={t('members.block_title', { name: profile.name })}
      confirmLabel={alsoReport ? t('members.block_and_report') : t('members.block')}
      pending={block.isPending || report.isPending}
      error={report.error ?? block.error}
      onConfirm={confirm}
      onClose={onClose}
      data-testid="block-confirm"
    >
      <p>{t('members.block_text', { name: profile.name })}</p>
      <Form.Check
        id="block-also-report"
        className={alsoReport ? 'mb-3' : 'mb-0'}
        label={t('members.also_report', { name: profile.name })}
        checked={alsoReport}
        onChange={(event) => setAlsoReport(event.target.checked)}
        data-testid="block-also-report"
      />
      {alsoReport && (
        <ComplaintFields idPrefix="block-report" reason={reason} message={message} onReason={setReason} onMessage={setMessage} errors={fields} />
      )}
    </ConfirmModal>
  );
}
