import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { SMARTPHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { usePush } from '../../hooks/use-push';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { useSettings } from '../../site/api';
import { activateReminderIsModal, type BannerName, phoneBanner, visibleAlerts } from './alert-rules';
import { useAlertDismissals } from './use-alert-dismissals';

// One chunk, loaded when a member has an alert to see: visitors and most page views have none.
const alerts = () => import('./alerts');
const ActivateReminderAlert = lazy(() => alerts().then((module) => ({ default: module.ActivateReminderAlert })));
const NotificationsDisabledAlert = lazy(() => alerts().then((module) => ({ default: module.NotificationsDisabledAlert })));
const ProfilePhotoAlert = lazy(() => alerts().then((module) => ({ default: module.ProfilePhotoAlert })));
const PushAlert = lazy(() => alerts().then((module) => ({ default: module.PushAlert })));

/**
 * The default layout's alerts (SPEC §4): the rules in alert-rules.ts pick which, one at a time, in a
 * dock at the bottom. A phone has that one place for the welcome bonus too (`timeBonus`, the offer
 * when it is due, else null), and keeps it free on more pages (phoneBanner); where the two screens
 * differ, each dock shows on its own screen only.
 */
export function AlertHost({ timeBonus }: { timeBonus: ReactNode }) {
  const { data: user } = useCurrentUser();
  const route = useRouteName();
  const settings = useSettings();
  const push = usePush();
  const [searchParams] = useSearchParams();
  const smartphone = useMediaQuery(SMARTPHONE_QUERY);
  const [dismissed, dismiss] = useAlertDismissals();
  const names = visibleAlerts({ user, route, dismissed, push, sitePush: Boolean(settings?.push_public_key) });
  const onPhone = phoneBanner({ alerts: names, timeBonus: Boolean(timeBonus), route });
  // Which alerts are due depends on the browser (its storage, its push support): they show once it
  // has taken over a page the server rendered.
  const hydrated = useHydrated();
  if (!hydrated || !user) return null;
  const reminderModal = activateReminderIsModal({ signupComplete: searchParams.has('api_signup_complete'), smartphone });

  const render = (name: BannerName) => {
    if (name === 'time-bonus') return <Fragment key={name}>{timeBonus}</Fragment>;
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
  // A modal shows over the page, not in the dock.
  const inModal = (name: BannerName) => name === 'activate-reminder' && reminderModal;
  const wide = names.find((name) => !inModal(name));
  const phone = onPhone && !inModal(onPhone) ? onPhone : undefined;
  return (
    <Suspense fallback={null}>
      {names.filter(inModal).map(render)}
      {wide === phone ? (
        phone && <Dock>{render(phone)}</Dock>
      ) : (
        <>
          {wide && <Dock className="d-none d-md-block">{render(wide)}</Dock>}
          {phone && <Dock className="d-md-none">{render(phone)}</Dock>}
        </>
      )}
    </Suspense>
  );
}

/** The dock is fixed to the bottom of the screen; the room around it keeps the page's end clear of it. */
function Dock({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`app-alert-room ${className}`}>
      <div className="app-alert-dock" data-testid="alerts">
        <div className="container">{children}</div>
      </div>
    </div>
  );
}
