import type { ScamSignalSettings } from '@app/core';
import { Col, Row } from 'react-bootstrap';
import { NumberField } from './fields';
import type { SectionProps } from './section-props';

/** The thresholds that hold a chat message for the moderators (Trust & safety → Held messages); members never see them. */
const SCAM_FIELDS: readonly (readonly [keyof ScamSignalSettings, string, string, number?])[] = [
  ['new_account_hours', 'New account (hours)', 'An account younger than this is new.'],
  ['same_text_members', 'Same text to members', 'A new account’s text sent to this many members is held.'],
  ['same_text_similarity', 'Same text similarity', 'From 0.5 to 1: how alike two texts must be to count as the same.', 0.01],
  ['first_messages', 'First messages checked', 'Links, phone numbers, e-mail, IBAN and crypto addresses are held in this many first messages.'],
  ['conversations_per_hour', 'New conversations per hour', 'A new account that began this many in an hour has its messages held.'],
];

export function ScamSignalsSection({ draft, update, errors }: SectionProps) {
  return (
    <Row>
      {SCAM_FIELDS.map(([field, label, hint, step]) => (
        <Col md={6} key={field}>
          <NumberField
            id={`site-scam-${field}`}
            label={label}
            hint={hint}
            step={step}
            value={draft.config.scam_signals[field]}
            error={errors[`config.scam_signals.${field}`]}
            onChange={(v) => update((d) => (d.config.scam_signals[field] = v ?? Number.NaN))}
          />
        </Col>
      ))}
    </Row>
  );
}
