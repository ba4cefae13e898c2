import type { SiteDraft } from '@app/core';
import type { FieldErrors } from './fields';

/** What each part of the site form gets: the draft, a way to change it, and the messages per field. */
export interface SectionProps {
  draft: SiteDraft;
  update: (change: (draft: SiteDraft) => void) => void;
  errors: FieldErrors;
}
