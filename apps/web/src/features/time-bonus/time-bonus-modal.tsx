import { TIME_BONUS } from '@app/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDismissal } from '../../hooks/use-dismissal';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { inMembersArea } from './members-area';
import { useTimeBonus } from './use-time-bonus';

// Its own chunk: only a member with a running bonus needs it.
const TimeBonusDialog = lazy(() => import('./time-bonus-dialog'));

/** The default layout's time-bonus modal (SPEC §4), once per member and browser. */
export function TimeBonusModal() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  // Keyed, so the next member to log in on this browser gets their own dismissal.
  return <MemberTimeBonusModal key={user.id} userId={user.id} credits={user.credits} />;
}

/**
 * Opens TIME_BONUS.modalDelayMs after entering the members area with 0 credits and a running bonus;
 * walking on inside the area keeps the timer, leaving it cancels the timer.
 */
function MemberTimeBonusModal({ userId, credits }: { userId: number; credits: number }) {
  const bonus = useTimeBonus();
  const route = useRouteName();
  const [dismissed, dismiss] = useDismissal(`time-bonus-modal.${userId}`);
  const [due, setDue] = useState(false);
  // Mounted from the first time it is due: a closed modal draws nothing, but loading and setting up
  // its code (the dialog, its transitions) took 20-40 ms of a page still being taken over (issue #20).
  // Kept from then on, so that it closes with its transition.
  const [mounted, setMounted] = useState(false);
  if (due && !mounted) setMounted(true);
  const armed = inMembersArea(route) && credits === 0 && bonus !== null && !dismissed;

  // Leaving the area (or the bonus ending) takes back a modal that is open or about to open.
  if (due && !armed) setDue(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS.modalDelayMs);
    return () => clearTimeout(timer);
  }, [armed]);

  if (!bonus || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusDialog bonus={bonus} show={due} onDismiss={dismiss} />
    </Suspense>
  );
}
