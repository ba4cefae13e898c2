import { MODERATION_REASONS, type ModerationDecision, type ModerationReason } from '@app/core';

/** The reasons as staff read them; members read them in their language (`moderation.reasons.*`). */
export const REASON_LABELS: Record<ModerationReason, string> = {
  not_a_person: 'Not a person',
  public_nudity: 'Nudity in a public photo',
  minor: 'A minor',
  celebrity: 'A celebrity',
  contact_details: 'Text or contact details',
  violence: 'Violence',
  other: 'Other',
};

/** In the order of their number keys (1–7) on the review pages. */
export const REASONS = MODERATION_REASONS.map((reason) => ({ reason, label: REASON_LABELS[reason] }));

export const DECISION_LABELS: Record<ModerationDecision, string> = { approve: 'Approve', reject: 'Reject', escalate: 'Escalate' };
