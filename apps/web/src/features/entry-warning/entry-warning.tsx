import { lazy, Suspense } from 'react';
import { AfterTakeOver } from '../../app/after-take-over';
import { useDismissal } from '../../hooks/use-dismissal';
import { afterNextTask } from '../../lib/next-task';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { useIsStandalone } from '../../pwa/standalone';
import type { LayoutName } from '../../route-table';
import { useSettings } from '../../site/api';
import { ENTRY_WARNING_DISMISSAL } from './dismissal';
import { entryWarningDue } from './rules';

// Its own chunk: a visitor answers it once, and members never see it.
const EntryWarningModal = lazy(() => afterNextTask(import('./entry-warning-modal')));

/**
 * The layouts' site-entry warning (SPEC §2): mounted in every layout, it decides itself whether it is
 * due. A modal has no place in the server's markup (it opens over the page) and whether it was
 * answered is in the browser's storage: it is worked out once the browser has taken the page over.
 */
export function EntryWarning({ layout }: { layout: LayoutName }) {
  return (
    <AfterTakeOver>
      <DueEntryWarning layout={layout} />
    </AfterTakeOver>
  );
}

function DueEntryWarning({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  const route = useRouteName();
  const standalone = useIsStandalone();
  const [dismissed, dismiss] = useDismissal(ENTRY_WARNING_DISMISSAL);
  // Until the session is known (undefined) a member could be looking: wait rather than flash it.
  if (!settings || user !== null) return null;
  if (!entryWarningDue({ settings, layout, route, loggedIn: false, standalone, dismissed })) return null;
  return (
    <Suspense fallback={null}>
      <EntryWarningModal siteName={settings.name} fictionalWarning={settings.fictional_warning} onEnter={dismiss} />
    </Suspense>
  );
}
