import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { pathFor } from '../../route-table';
import { EntryWarningContent } from './entry-warning-content';

interface EntryWarningModalProps {
  siteName: string;
  fictionalWarning: string;
  onEnter: () => void;
}

/**
 * The warning itself, in a native dialog: it must be answered (enter, remembered for good, or
 * leave), so Escape does not close it. A visitor's first page opens with it, where a modal
 * library's transitions and measuring cost a phone a fifth of a second of blocked main thread
 * (issue #20).
 */
export default function EntryWarningModal({ siteName, fictionalWarning, onEnter }: EntryWarningModalProps) {
  const { t } = useTranslation();
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
      <EntryWarningContent
        t={t}
        siteName={siteName}
        fictionalWarning={fictionalWarning}
        cookieLink={<Link to={pathFor('pages-cookies')}>{t('entry_warning.cookies_link')}</Link>}
        onEnter={onEnter}
      />
    </dialog>
  );
}
