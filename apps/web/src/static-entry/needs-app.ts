import { entryWarningDue } from '../features/entry-warning/rules';
import type { RouteName } from '../route-table';
import { pageEntryWarningAnswered, pageSettings, pageUser } from './page-answers';

/**
 * Whether the page needs the app at once: for a visitor who has not answered the site-entry warning
 * (SPEC §2), which the server rendered over the page and the app lets them answer (or drops, in the
 * installed app). Judged as the server did, by the app's own rules, with the settings, the session
 * and the answer the page was rendered with (its state) and the route the page names (`data-route`).
 */
export function needsApp(): boolean {
  const settings = pageSettings();
  if (!settings) return false;
  return entryWarningDue({
    settings,
    layout: 'default',
    route: (document.querySelector('[data-route]')?.getAttribute('data-route') ?? undefined) as RouteName | undefined,
    loggedIn: pageUser() != null,
    standalone: false,
    dismissed: pageEntryWarningAnswered(),
  });
}
