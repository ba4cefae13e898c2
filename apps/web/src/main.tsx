import './styles/theme.scss';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MemberSync } from './app/member-sync';
import { settingsQuery } from './site/api';
import { initI18n, storedLocale } from './i18n/i18n';
import { setAuthenticationRequiredListener, setBannedListener } from './lib/api-client';
import { meetBan, showBanPageWith } from './lib/ban-page';
import { recheckPushSubscription } from './lib/push-subscribed';
import { createQueryClient } from './lib/query-client';
import { installChunkReloadGuard } from './pwa/chunk-reload';
import { PwaSync } from './pwa/pwa-sync';
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

// SPEC §8: the server ended the session, so forget everything that belonged to the member.
setAuthenticationRequiredListener(() => endSession(queryClient));
// A ban ends the session too, and shows the member the /ban page.
setBannedListener((error) => meetBan(queryClient, error));
// Who is logged in is asked alongside the settings, so the navigation need not wait for it later.
void queryClient.prefetchQuery(userQuery);

async function siteLanguage(): Promise<string | undefined> {
  const settings = queryClient.fetchQuery(settingsQuery).then((answer) => answer.domain_language);
  if (storedLocale()) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, SITE_LANGUAGE_WAIT_MS));
  return Promise.race([settings.catch(() => undefined), timeout]);
}

await initI18n(await siteLanguage());

const router = createRouter();
showBanPageWith((state) => void router.navigate(pathFor('pages-ban'), { replace: true, state }));
// SPEC §4 page-bounce logging: any page after the landing one means the visitor stayed.
router.subscribe((state) => notePageView(state.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MemberSync />
      <PwaSync />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
