import './styles/theme.scss';
import type { Locale } from '@app/core';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { followAppLinks } from './app/app-link';
import { AppProviders } from './app/app-providers';
import { readPageState } from './app/page-state';
import { takeOver, takenOverAndSettled } from './app/take-over';
import { settingsQuery } from './site/api';
import { initI18n, pickLocale, storedLocale } from './i18n/i18n';
import { setAuthenticationRequiredListener, setBannedListener } from './lib/api-client';
import { meetBan, showBanPageWith } from './lib/ban-page';
import { recheckPushSubscription } from './lib/push-subscribed';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { installChunkReloadGuard } from './pwa/chunk-reload';
import { markStandalone } from './pwa/standalone';
import { capturePageBounce, notePageView, startPageBeacons } from './lib/page-behaviour';
import { endSession, userQuery } from './lib/session';
import { captureTracking } from './lib/tracking-capture';
import { pathFor } from './route-table';
import { createRouter } from './router';

/** A first visit waits this long at most for the site's language before falling back to English. */
const SITE_LANGUAGE_WAIT_MS = 3000;

captureTracking();
// Before the first render, so the installed app's styles apply from the first paint.
markStandalone();
installChunkReloadGuard();
capturePageBounce();
startPageBeacons();
// Known well before the first refresh (5 s after load), after which the refresh interval depends on it.
void recheckPushSubscription();

const queryClient = createQueryClient();
// A page the server rendered carries the answers it was rendered with (issue #20).
const pageState = readPageState();
if (pageState) hydrate(queryClient, pageState.queries);

// SPEC §8: the server ended the session, so forget everything that belonged to the member.
setAuthenticationRequiredListener(() => endSession(queryClient));
// A ban ends the session too, and shows the member the /ban page.
setBannedListener((error) => meetBan(queryClient, error));
// Who is logged in is asked alongside the settings, so the navigation need not wait for it later.
void queryClient.prefetchQuery(userQuery);

/** The interface language: the stored one, else the site's (waited for a while), as the server picks it. */
async function interfaceLocale(): Promise<Locale> {
  const siteLanguage = queryClient.fetchQuery(settingsQuery).then(
    (answer) => answer.domain_language,
    () => undefined,
  );
  // A rendered page says which it was rendered in. Reading the cookie instead is a synchronous call to
  // the browser's own process, which is busy loading the page then: 40 ms at times (issue #20).
  if (pageState) return pageState.locale;
  const stored = storedLocale();
  if (stored) return stored;
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, SITE_LANGUAGE_WAIT_MS));
  return pickLocale(undefined, await Promise.race([siteLanguage, timeout]));
}

/**
 * Not top-level await: a module with one makes Rolldown turn off its chunk optimisations for the
 * whole build (execution order), which split the first load into 80-odd chunks (issue #20).
 */
async function start(): Promise<void> {
  const locale = await interfaceLocale();
  // Not in the task that evaluated this module and took in the page's answers (issue #20).
  await nextTask();
  await initI18n(locale);
  await nextTask();
  // A page's first Intl object loads the browser's locale data (60–150 ms on a phone): made here, in
  // a task of its own, rather than inside the first part of the page taken over (issue #20).
  new Intl.NumberFormat(locale).format(0);
  await nextTask();
  const router = await createRouter(pageState);
  showBanPageWith((state) => void router.navigate(pathFor('pages-ban'), { replace: true, state }));
  // SPEC §4 page-bounce logging: any page after the landing one means the visitor stayed.
  router.subscribe((state) => notePageView(state.location.pathname));

  await nextTask();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const root = document.getElementById('root')!;
  const followLinks = () => followAppLinks((to, options) => void router.navigate(to, options));
  // The server's markup is taken over as it is; a page that came as the empty shell is drawn here.
  // Until the page is the app's, a click on a link loads its page, as a new route mid-take-over
  // would be drawn over markup not yet taken over.
  if (pageState) {
    takeOver(() => hydrateRoot(root, app));
    void takenOverAndSettled().then(followLinks);
  } else {
    createRoot(root).render(app);
    followLinks();
  }
}

void start();
