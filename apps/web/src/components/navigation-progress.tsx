import { PROGRESS_BAR_THROTTLE_MS } from '@app/core';
import { type Query, useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useFetchers, useNavigation } from 'react-router';

/**
 * A query the page waits for: it has no answer yet. The member's refresh every minute (SPEC §9)
 * already has one and shows none.
 */
const firstLoad = (query: Query) => query.state.data === undefined;

/**
 * A route's page starts loading its data in the effects after the navigation has ended: a gap this
 * short between the two is the same load, and the bar neither blinks nor starts over.
 */
const HANDOVER_MS = 50;

/** True once `busy` has lasted `delayMs`; false again once it has ended (HANDOVER_MS later). */
function useLasting(busy: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLasted(busy), busy ? delayMs : HANDOVER_MS);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return lasted;
}

/**
 * SPEC §9's progress bar at the top of the screen: while a route changes (its page's code loading
 * included) and while the page shown waits for its first data. Quick loads (under 200 ms) show
 * nothing, and it goes as soon as the load ends.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const submitting = useFetchers().some((fetcher) => fetcher.state !== 'idle');
  const loading = useIsFetching({ predicate: firstLoad }) > 0;
  const shown = useLasting(navigating || submitting || loading, PROGRESS_BAR_THROTTLE_MS);
  if (!shown) return null;
  return (
    <div className="app-progress" role="progressbar" aria-label={t('nav.loading')} data-testid="navigation-progress">
      <div className="app-progress-bar" />
    </div>
  );
}
