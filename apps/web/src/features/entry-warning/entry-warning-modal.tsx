import { Button, Modal } from 'react-bootstrap';
import { ShieldExclamation } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../route-table';

/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
const LEAVE_URL = 'https://www.google.com/';

interface EntryWarningModalProps {
  siteName: string;
  /** The operator's own words about fictional profiles (settings.fictional_warning); may be empty. */
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
        <ShieldExclamation size={40} className="text-primary mb-2" aria-hidden="true" />
        <h2 className="h4" id="entry-warning-title">
          {t('entry_warning.title')}
        </h2>
        <p>{t('entry_warning.age', { site: siteName })}</p>
        <p>{t('entry_warning.adult_content')}</p>
        {fictionalWarning && <p>{fictionalWarning}</p>}
        <p className="small text-body-secondary">
          {t('entry_warning.cookies')}{' '}
          <Link to={pathFor('pages-cookies')}>
            {t('entry_warning.cookies_link')}
          </Link>
        </p>
        <Button size="lg" className="w-100" onClick={onEnter} data-testid="entry-warning-enter">
          {t('entry_warning.enter')}
        </Button>
        <a className="btn btn-link text-body-secondary mt-2" href={LEAVE_URL} rel="noreferrer" data-testid="entry-warning-leave">
          {t('entry_warning.leave')}
        </a>
      </Modal.Body>
    </Modal>
  );
}
