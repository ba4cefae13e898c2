/** The dismissal name (lib/dismissals) under which answering the warning is remembered; the e2e support sets it too. */
export const ENTRY_WARNING_DISMISSAL = 'entry-warning';
