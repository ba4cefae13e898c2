import type { User } from '@app/core';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, type RouteName } from '../../route-table';
import { activateReminderIsModal, type AlertContext, alertApplies, type AlertName, phoneBanner, visibleAlerts } from './alert-rules';

const member: User = {
  id: 1,
  email: 'new@example.test',
  status: 'confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00.000Z',
  language: 'en',
  notifications_disabled: [],
  notification_settings: { message: true, like: true, match: true, visit: true, newsletter: true },
  fictional_first_contact: true,
  profile: {
    name: 'New',
    country: 'NL',
    region: '',
    main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', status: 'active' },
    status: 'active',
  },
};
const waitingForActivation: User = { ...member, status: 'not_confirmed', profile: { ...member.profile, status: 'disabled' } };
const withoutPhoto: User = { ...member, profile: { ...member.profile, main_image: null } };
const mailStopped: User = { ...member, notifications_disabled: ['bounce'] };

const base: AlertContext = {
  user: member,
  route: 'members',
  dismissed: new Set(),
  push: { permission: 'granted', subscribed: true },
  sitePush: true,
};
const applies = (name: AlertName, change: Partial<AlertContext>) => alertApplies(name, { ...base, ...change });
const pushReady: Partial<AlertContext> = { push: { permission: 'prompt', subscribed: false } };

/** The routes an alert keeps off, found by trying every route. */
const hiddenRoutes = (name: AlertName, change: Partial<AlertContext>) =>
  ROUTE_NAMES.filter((route) => !applies(name, { ...change, route })).sort();
const sorted = (routes: RouteName[]) => [...routes].sort();

describe('alerts of the default layout (SPEC §4)', () => {
  it('are for members only, and none once dismissed', () => {
    const everything: Partial<AlertContext> = { user: { ...waitingForActivation, profile: { ...waitingForActivation.profile, main_image: null } }, ...pushReady };
    for (const name of ['activate-reminder', 'profile-photo', 'push'] as const) {
      expect(applies(name, everything)).toBe(true);
      expect(applies(name, { ...everything, user: null })).toBe(false);
      expect(applies(name, { ...everything, user: undefined })).toBe(false);
      expect(applies(name, { ...everything, dismissed: new Set([name]) })).toBe(false);
    }
    expect(applies('notifications-disabled', { user: mailStopped, dismissed: new Set(['notifications-disabled']) })).toBe(false);
  });

  describe('activate-account reminder', () => {
    it('needs an unconfirmed e-mail, a disabled profile and mail that reaches the member', () => {
      expect(applies('activate-reminder', { user: waitingForActivation })).toBe(true);
      expect(applies('activate-reminder', { user: member })).toBe(false);
      expect(applies('activate-reminder', { user: { ...waitingForActivation, status: 'confirmed' } })).toBe(false);
      expect(applies('activate-reminder', { user: { ...waitingForActivation, profile: member.profile } })).toBe(false);
      expect(applies('activate-reminder', { user: { ...waitingForActivation, notifications_disabled: ['bounce'] } })).toBe(false);
    });

    it('keeps off signup, settings and notifications (and complete-signup, which says the same)', () => {
      expect(hiddenRoutes('activate-reminder', { user: waitingForActivation })).toEqual(
        sorted(['signup', 'settings', 'notifications', 'complete-signup']),
      );
    });

    it('is a modal on a smartphone right after signup (api_signup_complete), otherwise an alert', () => {
      expect(activateReminderIsModal({ signupComplete: true, smartphone: true })).toBe(true);
      expect(activateReminderIsModal({ signupComplete: true, smartphone: false })).toBe(false);
      expect(activateReminderIsModal({ signupComplete: false, smartphone: true })).toBe(false);
    });
  });

  describe('profile-photo alert', () => {
    it('shows while the member has no main image', () => {
      expect(applies('profile-photo', { user: withoutPhoto })).toBe(true);
      expect(applies('profile-photo', { user: member })).toBe(false);
    });

    it('keeps off profile, signup, activate-done, premium, notifications, directdebit and settings', () => {
      expect(hiddenRoutes('profile-photo', { user: withoutPhoto })).toEqual(
        sorted(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings']),
      );
    });
  });

  describe('push alert', () => {
    it('shows while the browser can still be asked and is not subscribed, on a site with a push key', () => {
      expect(applies('push', { push: { permission: 'prompt', subscribed: false } })).toBe(true);
      expect(applies('push', { push: { permission: 'unknown', subscribed: false } })).toBe(true);
      expect(applies('push', { push: { permission: 'granted', subscribed: false } })).toBe(false);
      expect(applies('push', { push: { permission: 'denied', subscribed: false } })).toBe(false);
      expect(applies('push', { push: { permission: 'unsupported', subscribed: false } })).toBe(false);
      expect(applies('push', { push: { permission: 'prompt', subscribed: true } })).toBe(false);
      expect(applies('push', { ...pushReady, sitePush: false })).toBe(false);
    });

    it('keeps off signup, notifications, activate-done, directdebit and premium', () => {
      expect(hiddenRoutes('push', pushReady)).toEqual(sorted(['signup', 'notifications', 'activate-done', 'directdebit', 'premium']));
    });
  });

  describe('disabled-notifications alert', () => {
    it('shows when mail to the member stopped, for any reason', () => {
      for (const reason of ['spam_complaint', 'bounce', 'unsubscribed'] as const) {
        expect(applies('notifications-disabled', { user: { ...member, notifications_disabled: [reason] } })).toBe(true);
      }
      expect(applies('notifications-disabled', { user: member })).toBe(false);
    });

    it('keeps off settings and notifications', () => {
      expect(hiddenRoutes('notifications-disabled', { user: mailStopped })).toEqual(sorted(['settings', 'notifications']));
    });
  });

  it('shows one at a time, the most important first', () => {
    const all: Partial<AlertContext> = { user: { ...mailStopped, profile: { ...member.profile, main_image: null } }, ...pushReady };
    expect(visibleAlerts({ ...base, ...all })).toEqual(['notifications-disabled']);
    expect(visibleAlerts({ ...base, ...all, dismissed: new Set(['notifications-disabled']) })).toEqual(['profile-photo']);
    expect(visibleAlerts({ ...base, ...all, dismissed: new Set(['notifications-disabled', 'profile-photo']) })).toEqual(['push']);
    // Where the more important ones keep off, the next one shows.
    expect(visibleAlerts({ ...base, ...all, route: 'settings' })).toEqual(['push']);
    const activation = { ...base, ...pushReady, user: { ...waitingForActivation, profile: { ...waitingForActivation.profile, main_image: null } } };
    expect(visibleAlerts(activation)).toEqual(['activate-reminder']);
    expect(visibleAlerts({ ...base, user: member })).toEqual([]);
  });

  it('shows none where the dock would cover the page’s own controls, or interrupt a payment', () => {
    const all: Partial<AlertContext> = { user: { ...mailStopped, profile: { ...member.profile, main_image: null } }, ...pushReady };
    for (const route of ['chats-id', 'members-id-chat', 'swipe-game', 'credits-id-paymentmethod', 'credits-repeat-order', 'transactions-id'] as const) {
      expect(visibleAlerts({ ...base, ...all, route })).toEqual([]);
    }
    expect(visibleAlerts({ ...base, ...all, route: 'chats' })).toEqual(['notifications-disabled']);
  });
});

describe('a phone’s one banner (issue 21)', () => {
  const onPhone = (alerts: AlertName[], timeBonus: boolean, route: RouteName = 'members') => phoneBanner({ alerts, timeBonus, route });

  it('is the welcome bonus before an invitation, an account’s trouble before the bonus', () => {
    expect(onPhone(['profile-photo'], true)).toBe('time-bonus');
    expect(onPhone(['push'], true)).toBe('time-bonus');
    expect(onPhone(['activate-reminder'], true)).toBe('activate-reminder');
    expect(onPhone(['notifications-disabled'], true)).toBe('notifications-disabled');
    expect(onPhone(['profile-photo'], false)).toBe('profile-photo');
    expect(onPhone([], true)).toBe('time-bonus');
    expect(onPhone([], false)).toBeUndefined();
  });

  it('follows the wider screen’s pick among the alerts, so a phone never shows one the wider screen keeps off', () => {
    const all: Partial<AlertContext> = { user: { ...mailStopped, profile: { ...member.profile, main_image: null } }, ...pushReady };
    for (const route of ROUTE_NAMES) {
      const alerts = visibleAlerts({ ...base, ...all, route });
      const banner = phoneBanner({ alerts, timeBonus: false, route });
      if (banner) expect(alerts).toContain(banner);
    }
  });

  it('is none on the pages that sell or take a payment, nor where the dock covers the page’s controls', () => {
    const quiet = ROUTE_NAMES.filter((route) => onPhone(['profile-photo'], true, route) === undefined).sort();
    expect(quiet).toEqual(
      sorted([
        'profile',
        'complete-signup',
        'credits',
        'premium',
        'credits-id-paymentmethod',
        'credits-repeat-order',
        'directdebit',
        'transactions-id',
        'chats-id',
        'members-id-chat',
        'swipe-game',
      ]),
    );
  });
});

