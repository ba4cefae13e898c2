import type { PushPermission, User } from '@app/core';
import { CHECKOUT_ROUTES } from '../../lib/payments';
import type { RouteName } from '../../route-table';

/** The alerts of the default layout (SPEC §4), in order of importance: the first that applies shows. */
export const ALERT_NAMES = ['activate-reminder', 'notifications-disabled', 'profile-photo', 'push'] as const;
export type AlertName = (typeof ALERT_NAMES)[number];

/**
 * One alert at a time, docked at the bottom of the screen: it never pushes the page down once the
 * browser knows it is due (a layout shift, issue 20) and never stands above the page's own main
 * message on a phone (issue 21). The next one shows once it is dismissed or dealt with.
 */
export const MAX_ALERTS = 1;

/**
 * Pages whose own controls sit at the bottom of the screen, where the dock would cover them (the
 * chat's composer, the swipe buttons), and the payment pages.
 */
const DOCK_COVERS: readonly RouteName[] = ['chats-id', 'members-id-chat', 'swipe-game', ...CHECKOUT_ROUTES];

export interface AlertContext {
  user: User | null | undefined;
  route: RouteName | undefined;
  dismissed: ReadonlySet<AlertName>;
  push: { permission: PushPermission; subscribed: boolean };
  /** The site has a VAPID key, so a browser can subscribe at all. */
  sitePush: boolean;
}

interface AlertRule {
  /** Routes where the alert would be in the way or say what the page already says. */
  hiddenOn: readonly RouteName[];
  applies(user: User, context: AlertContext): boolean;
}

/**
 * SPEC §4, as data. Every alert is for members only and goes away for good once dismissed; each
 * also keeps off the pages that deal with the same thing (settings and notifications show the
 * mail state in full, signup and payment pages must not be interrupted).
 */
const RULES: Record<AlertName, AlertRule> = {
  // Not on complete-signup either: that page says the same in full, with the same button. Waiting
  // for a mail is pointless while mail to the member is switched off.
  'activate-reminder': {
    hiddenOn: ['signup', 'settings', 'notifications', 'complete-signup'],
    applies: (user) =>
      user.status === 'not_confirmed' && user.profile.status === 'disabled' && user.notifications_disabled.length === 0,
  },
  'notifications-disabled': {
    hiddenOn: ['settings', 'notifications'],
    applies: (user) => user.notifications_disabled.length > 0,
  },
  'profile-photo': {
    hiddenOn: ['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'],
    applies: (user) => user.profile.main_image === null,
  },
  // 'unknown' counts as available: the browser can still be asked.
  push: {
    hiddenOn: ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'],
    applies: (_user, { push, sitePush }) =>
      sitePush && (push.permission === 'prompt' || push.permission === 'unknown') && !push.subscribed,
  },
};

/** Whether one alert applies here and now, leaving aside how many others do. */
export function alertApplies(name: AlertName, context: AlertContext): boolean {
  const { user, route, dismissed } = context;
  const rule = RULES[name];
  if (!user || dismissed.has(name) || (route && rule.hiddenOn.includes(route))) return false;
  return rule.applies(user, context);
}

/** The alerts to show, most important first. */
export function visibleAlerts(context: AlertContext): AlertName[] {
  if (context.route && DOCK_COVERS.includes(context.route)) return [];
  return ALERT_NAMES.filter((name) => alertApplies(name, context)).slice(0, MAX_ALERTS);
}

/** What may take a phone's one banner place: the alerts above and the welcome bonus (app/banner-host.tsx). */
export type BannerName = AlertName | 'time-bonus';

/**
 * A phone (below md) has room for one banner, docked over the tab bar (issue 21), in this order:
 * what keeps the account from working first, then the offer that runs out within hours, then the
 * invitations, which can wait for it.
 */
export const PHONE_BANNER_ORDER: readonly BannerName[] = ['activate-reminder', 'notifications-disabled', 'time-bonus', 'profile-photo', 'push'];

/**
 * Where a phone shows none: where the dock covers the page's controls (the profile's Save bar and
 * the signup's last step's buttons too, which a wider screen leaves room beside), and on the pages
 * that sell credits and premium, whose offer needs the small screen to itself.
 */
const PHONE_QUIET: readonly RouteName[] = [...DOCK_COVERS, 'profile', 'complete-signup', 'credits', 'premium'];

/**
 * The one banner a phone shows, if any, out of the alerts the wider screen shows (visibleAlerts)
 * and the welcome bonus when its strip is due.
 */
export function phoneBanner({
  alerts,
  timeBonus,
  route,
}: {
  alerts: readonly AlertName[];
  timeBonus: boolean;
  route: RouteName | undefined;
}): BannerName | undefined {
  if (route && PHONE_QUIET.includes(route)) return undefined;
  return PHONE_BANNER_ORDER.find((name) => (name === 'time-bonus' ? timeBonus : alerts.includes(name)));
}

/** SPEC §4: right after signup on a smartphone the activation reminder is a modal, otherwise an alert. */
export function activateReminderIsModal({ signupComplete, smartphone }: { signupComplete: boolean; smartphone: boolean }) {
  return signupComplete && smartphone;
}
