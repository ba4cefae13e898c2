import { COMPLAINT_REASONS } from '@app/core';
import { useTranslation } from '../i18n/use-translation';
import { FormField } from './form-field';

export const COMPLAINT_MESSAGE_MAX = 5000;

/** A complaint's reason and message, on the complaints page and in the block dialog's report. */
export function ComplaintFields({
  idPrefix,
  reason,
  message,
  onReason,
  onMessage,
  errors,
}: {
  idPrefix: string;
  reason: string;
  message: string;
  onReason: (reason: string) => void;
  onMessage: (message: string) => void;
  errors: { reason?: string; message?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        as="select"
        id={`${idPrefix}-reason`}
        label={t('complaints.reason')}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        error={errors.reason}
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
        id={`${idPrefix}-message`}
        label={t('complaints.message')}
        rows={5}
        maxLength={COMPLAINT_MESSAGE_MAX}
        value={message}
        onChange={(event) => onMessage(event.target.value)}
        error={errors.message}
        hint={t('complaints.message_hint', { count: message.trim().length, max: COMPLAINT_MESSAGE_MAX })}
        required
      />
    </>
  );
}
