import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { SMARTPHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { usePush } from '../../hooks/use-push';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { useSettings } from '../../site/api';
import { activateReminderIsModal, type AlertName, visibleAlerts } from './alert-rules';
import { useAlertDismissals } from './use-alert-dismissals';

// One chunk, loaded when a member has an alert to see: visitors and most page views have none.
const alerts = () => import('./alerts');
const ActivateReminderAlert = lazy(() => alerts().then((module) => ({ default: module.ActivateReminderAlert })));
const NotificationsDisabledAlert = lazy(() => alerts().then((module) => ({ default: module.NotificationsDisabledAlert })));
const ProfilePhotoAlert = lazy(() => alerts().then((module) => ({ default: module.ProfilePhotoAlert })));
const PushAlert = lazy(() => alerts().then((module) => ({ default: module.PushAlert })));

/** The default layout's alerts (SPEC §4): the rules in alert-rules.ts pick which, one at a time, in a dock at the bottom. */
export function AlertHost() {
  const { data: user } = useCurrentUser();
  const route = useRouteName();
  const settings = useSettings();
  const push = usePush();
  const [searchParams] = useSearchParams();
  const smartphone = useMediaQuery(SMARTPHONE_QUERY);
  const [dismissed, dismiss] = useAlertDismissals();
  const names = visibleAlerts({ user, route, dismissed, push, sitePush: Boolean(settings?.push_public_key) });
  // Which alerts are due depends on the browser (its storage, its push support): they show once it
  // has taken over a page the server rendered.
  const hydrated = useHydrated();
  if (!hydrated || !user || names.length === 0) return null;
  const reminderModal = activateReminderIsModal({ signupComplete: searchParams.has('api_signup_complete'), smartphone });

  const render = (name: AlertName) => {
    const onDismiss = () => dismiss(name);
    switch (name) {
      case 'activate-reminder':
        return <ActivateReminderAlert key={name} user={user} modal={reminderModal} onDismiss={onDismiss} />;
      case 'notifications-disabled':
        return <NotificationsDisabledAlert key={name} user={user} onDismiss={onDismiss} />;
      case 'profile-photo':
        return <ProfilePhotoAlert key={name} onDismiss={onDismiss} />;
      case 'push':
        return <PushAlert key={name} push={push} onDismiss={onDismiss} />;
    }
  };
  // A modal shows over the page, not in the row of alerts.
  const inModal = (name: AlertName) => name === 'activate-reminder' && reminderModal;
  const inline = names.filter((name) => !inModal(name));
  return (
    <Suspense fallback={null}>
      {names.filter(inModal).map(render)}
      {inline.length > 0 && (
        <div className="app-alert-dock" data-testid="alerts">
          <div className="container">{inline.map(render)}</div>
        </div>
      )}
    </Suspense>
  );
}
