import { Button } from 'react-bootstrap';
import { ChevronLeft } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router';
import { useRouteName } from '../hooks/use-route-name';
import type { RouteName } from '../route-table';
import { useIsStandalone } from './standalone';

/** SPEC §2: the pages that are opened from a list, where the app window has no back button of its own. */
const BACK_ROUTES: ReadonlySet<RouteName> = new Set(['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod']);

/** Only in the installed app (a browser has its own back button), and only when there is a page to go back to. */
export function showsBackButton(route: RouteName | undefined, standalone: boolean, historyLength: number): boolean {
  return standalone && route !== undefined && BACK_ROUTES.has(route) && historyLength > 1;
}

export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useRouteName();
  const standalone = useIsStandalone();
  // Read on each render: every navigation renders the navigation bar again. Never standalone on the
  // server, which has no history to read.
  if (!standalone || !showsBackButton(route, standalone, window.history.length)) return null;
  return (
    <Button variant="link" className="app-back-button px-1 me-1 text-body" onClick={() => navigate(-1)} data-testid="back-button">
      <ChevronLeft aria-hidden="true" size={22} />
      <span className="visually-hidden">{t('common.back')}</span>
    </Button>
  );
}
