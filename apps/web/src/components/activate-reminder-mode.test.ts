import type { User } from '@app/core';
import { describe, expect, it } from 'vitest';
import { activateReminderMode, type ReminderContext } from './activate-reminder-mode';

const waiting: User = {
  id: 1,
  email: 'new@example.test',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00.000Z',
  language: 'en',
  notifications_disabled: [],
  notification_settings: { message: true, like: true, match: true, visit: true, newsletter: true },
  profile: { name: 'New', country: 'NL', region: '', main_image: null, status: 'disabled' },
};

const base: ReminderContext = { user: waiting, route: 'members', dismissed: false, signupComplete: false, smartphone: false };
const mode = (change: Partial<ReminderContext>) => activateReminderMode({ ...base, ...change });

describe('activate-account reminder (SPEC §4)', () => {
  it('shows as an alert to a member whose e-mail and profile wait for activation', () => {
    expect(mode({})).toBe('alert');
  });

  it('is a modal on a smartphone right after signup (api_signup_complete)', () => {
    expect(mode({ signupComplete: true, smartphone: true })).toBe('modal');
    expect(mode({ signupComplete: true, smartphone: false })).toBe('alert');
    expect(mode({ signupComplete: false, smartphone: true })).toBe('alert');
  });

  it('is not for visitors, nor once dismissed', () => {
    expect(mode({ user: null })).toBe('hidden');
    expect(mode({ user: undefined })).toBe('hidden');
    expect(mode({ dismissed: true })).toBe('hidden');
  });

  it('stays away from signup, settings and notifications', () => {
    for (const route of ['signup', 'settings', 'notifications'] as const) expect(mode({ route })).toBe('hidden');
  });

  it('needs both an unconfirmed e-mail and a disabled profile', () => {
    expect(mode({ user: { ...waiting, status: 'confirmed' } })).toBe('hidden');
    expect(mode({ user: { ...waiting, profile: { ...waiting.profile, status: 'active' } } })).toBe('hidden');
  });

  it('is not shown when mail to the member is switched off', () => {
    expect(mode({ user: { ...waiting, notifications_disabled: ['bounce'] } })).toBe('hidden');
  });
});
