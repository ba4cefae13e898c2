import type { UpdateSiteBody } from '@app/core';
import type { FieldErrors } from './fields';

/** What each part of the site form gets: the draft, a way to change it, and the messages per field. */
export interface SectionProps {
  draft: UpdateSiteBody;
  update: (change: (draft: UpdateSiteBody) => void) => void;
  errors: FieldErrors;
}
