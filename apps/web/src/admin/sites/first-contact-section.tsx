import type { FirstContactSettings } from '@app/core';
import { Col, Row } from 'react-bootstrap';
import { NumberField } from './fields';
import type { SectionProps } from './section-props';

/** When operators may write the first message to a new member as a fictional profile (issue 19); members never see these. */
const FIRST_CONTACT_FIELDS: readonly (readonly [keyof FirstContactSettings, string, string])[] = [
  ['per_member', 'Fictional profiles per member', 'How many may write first to one member, ever; 0 turns first messages off.'],
  ['after_signup_minutes', 'Wait after signup (minutes)', 'No first message sooner than this after the member signed up.'],
  ['within_signup_days', 'New for (days)', 'Nor later than this: a welcome for new members, not a way to bring old ones back.'],
];

export function FirstContactSection({ draft, update, errors }: SectionProps) {
  return (
    <>
      <p className="text-body-secondary small">
        Never to a member who blocked the profile or turned first messages from fictional profiles off in their settings.
      </p>
      <Row>
        {FIRST_CONTACT_FIELDS.map(([field, label, hint]) => (
          <Col md={4} key={field}>
            <NumberField
              id={`site-first-contact-${field}`}
              label={label}
              hint={hint}
              value={draft.config.first_contact[field]}
              error={errors[`config.first_contact.${field}`]}
              onChange={(v) => update((d) => (d.config.first_contact[field] = v ?? Number.NaN))}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
