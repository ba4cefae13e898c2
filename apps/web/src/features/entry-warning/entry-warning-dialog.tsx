import { useEffect, useRef } from 'react';
import { EntryWarningContent, type EntryWarningContentProps } from './entry-warning-content';

/**
 * The warning in a native dialog, in the app and on the landers alike, open in the markup and laid
 * over the page (`PageBehindWarning` makes the page inert): it must be answered (enter, remembered
 * for good, or leave), and an open dialog that is not modal has no Escape to close it.
 */
export function EntryWarningDialog(props: EntryWarningContentProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Served, the browser gave it the focus at load (autofocus); drawn later, it takes it here.
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      aria-modal="true"
      className="app-dialog app-dialog-over-page text-center"
      aria-labelledby="entry-warning-title"
      data-testid="entry-warning"
      // The dialog itself takes the focus, not its first link (which then showed a focus ring).
      autoFocus
      tabIndex={-1}
    >
      <EntryWarningContent {...props} />
    </dialog>
  );
}
