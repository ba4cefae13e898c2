import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { pathFor } from '../../route-table';
import { EntryWarningDialog } from './entry-warning-dialog';

interface EntryWarningModalProps {
  siteName: string;
  fictionalWarning: string;
  onEnter: () => void;
}

/** The app's warning: its texts from the app's catalogue, its cookie link through the router. */
export default function EntryWarningModal({ siteName, fictionalWarning, onEnter }: EntryWarningModalProps) {
  const { t } = useTranslation();
  return (
    <EntryWarningDialog
      t={t}
      siteName={siteName}
      fictionalWarning={fictionalWarning}
      cookieLink={<Link to={pathFor('pages-cookies')}>{t('entry_warning.cookies_link')}</Link>}
      onEnter={onEnter}
    />
  );
}
