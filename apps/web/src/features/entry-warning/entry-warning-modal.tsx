import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../route-table';
import { EntryWarningContent } from './entry-warning-content';

interface EntryWarningModalProps {
  siteName: string;
  fictionalWarning: string;
  onEnter: () => void;
}

/**
 * The warning itself: a static backdrop and no close button, because it must be answered: enter
 * (remembered for good) or leave.
 */
export default function EntryWarningModal({ siteName, fictionalWarning, onEnter }: EntryWarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title" data-testid="entry-warning">
      <Modal.Body className="p-4 text-center">
        <EntryWarningContent
          t={t}
          siteName={siteName}
          fictionalWarning={fictionalWarning}
          cookieLink={<Link to={pathFor('pages-cookies')}>{t('entry_warning.cookies_link')}</Link>}
          onEnter={onEnter}
        />
      </Modal.Body>
    </Modal>
  );
}
