import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { useIsStandalone } from '../../pwa/standalone';
import type { LayoutName } from '../../route-table';
import { useSettings } from '../../site/api';
import { rememberAnswer } from './answered';
import { entryWarningAnsweredQuery } from './api';
import { PageBehindWarning } from './page-behind-warning';
import { entryWarningDue } from './rules';

// Its own chunk: a visitor answers it once, and members never see it.
const EntryWarningModal = lazy(() => import('./entry-warning-modal'));

/**
 * The layouts' site-entry warning (SPEC §2) over the page it wraps. Whether it is due the server
 * knows as well as the browser (the answer is a cookie): a new visitor's page arrives with it, in
 * the first paint, instead of the page they start reading being covered a second later.
 */
export function EntryWarningGate({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  const route = useRouteName();
  // The server renders for the browser tab: the installed app drops the warning once it has taken the
  // page over, as hydrating leaves the served markup's attributes (the page's inert) as they are.
  const hydrated = useHydrated();
  const standalone = useIsStandalone() && hydrated;
  const { data: answered } = useQuery(entryWarningAnsweredQuery);
  const queryClient = useQueryClient();
  // Until the session is known (undefined) a member could be looking: wait rather than flash it.
  const due =
    settings !== undefined &&
    user === null &&
    answered !== undefined &&
    entryWarningDue({ settings, layout, route, loggedIn: false, standalone, dismissed: answered });
  const enter = () => {
    rememberAnswer();
    queryClient.setQueryData(entryWarningAnsweredQuery.queryKey, true);
  };
  return (
    <>
      <PageBehindWarning warned={due}>{children}</PageBehindWarning>
      {due && (
        <Suspense fallback={null}>
          <EntryWarningModal siteName={settings.name} fictionalWarning={settings.fictional_warning} onEnter={enter} />
        </Suspense>
      )}
    </>
  );
}
