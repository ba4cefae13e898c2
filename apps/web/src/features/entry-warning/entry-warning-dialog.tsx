import { useModalDialog } from '../../hooks/use-modal-dialog';
import { EntryWarningContent, type EntryWarningContentProps } from './entry-warning-content';

/**
 * The warning in a native dialog, in the app and on the landers alike: it must be answered (enter,
 * remembered for good, or leave), so Escape does not close it. A modal library's transitions and
 * measuring cost a visitor's first page a fifth of a second of a phone's main thread (issue #20).
 */
export function EntryWarningDialog(props: EntryWarningContentProps) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="app-dialog text-center"
      aria-labelledby="entry-warning-title"
      data-testid="entry-warning"
      // The dialog itself takes the focus, not its first link (which then showed a focus ring).
      autoFocus
      tabIndex={-1}
      onCancel={(event) => event.preventDefault()}
    >
      <EntryWarningContent {...props} />
    </dialog>
  );
}
