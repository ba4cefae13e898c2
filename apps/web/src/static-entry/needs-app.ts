import { ENTRY_WARNING_DISMISSAL } from '../features/entry-warning/dismissal';
import { entryWarningDue } from '../features/entry-warning/rules';
import { dismissedAt } from '../lib/dismissals';
import { isStandalone } from '../pwa/display-mode';
import type { RouteName } from '../route-table';
import { pageSettings, pageUser } from './page-answers';

/**
 * Whether the page needs the app at once: for a visitor who has not answered the site-entry warning
 * (SPEC §2), which the app shows over the page. Judged by the app's own rules, with the settings and
 * the session the server rendered the page with (its state) and the route the page names (`data-route`).
 */
export function needsApp(): boolean {
  const settings = pageSettings();
  if (!settings) return false;
  return entryWarningDue({
    settings,
    layout: 'default',
    route: (document.querySelector('[data-route]')?.getAttribute('data-route') ?? undefined) as RouteName | undefined,
    loggedIn: pageUser() != null,
    standalone: isStandalone(),
    dismissed: dismissedAt(ENTRY_WARNING_DISMISSAL) !== undefined,
  });
}
