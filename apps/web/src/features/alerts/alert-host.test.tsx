// @vitest-environment jsdom
import type { User } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushControls } from '../../hooks/use-push';
import { dismissedAt } from '../../lib/dismissals';
import { userQuery } from '../../lib/session';
import { me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { settingsQuery } from '../../site/api';
import { AlertHost } from './alert-host';

const push: PushControls = {
  permission: 'prompt',
  subscribed: false,
  enable: vi.fn(async () => {}),
  disable: vi.fn(async () => {}),
  pending: false,
};
vi.mock('../../hooks/use-push', () => ({ usePush: () => push }));

beforeAll(async () => {
  await initEnglish();
  // The alerts are a lazy chunk: loaded here, so a test's first render waits for React only.
  await import('./alerts');
  // jsdom has no matchMedia; the reminder asks whether this is a smartphone.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const noPhoto: User = { ...me, profile: { ...me.profile, main_image: null } };

function show(user: User, path = '/members', timeBonus: ReactNode = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQuery.queryKey, user);
  queryClient.setQueryData(settingsQuery.queryKey, { settings: { push_public_key: 'BKey' }, domain_language: 'en' } as never);
  const router = createMemoryRouter(
    ['members', 'profile', 'settings', 'credits'].map((id) => ({ id, path: `/${id}`, element: <AlertHost timeBonus={timeBonus} /> })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AlertHost', () => {
  it('shows the photo alert, then the push alert once it is dismissed, each with its action', async () => {
    show(noPhoto);
    const photo = await screen.findByTestId('alert-profile-photo');
    expect(within(photo).getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByTestId('alert-push')).toBeNull();
    fireEvent.click(within(photo).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByTestId('alert-push')).getByRole('button', { name: 'Turn on notifications' }));
    expect(push.enable).toHaveBeenCalledOnce();
  });

  it('hides an alert on the routes it keeps off', async () => {
    const router = show(noPhoto);
    await screen.findByTestId('alert-profile-photo');
    await act(() => router.navigate('/profile'));
    expect(screen.queryByTestId('alert-profile-photo')).toBeNull();
    expect(await screen.findByTestId('alert-push')).toBeTruthy();
  });

  it('remembers a dismissal with its time, also after a reload', async () => {
    show(noPhoto);
    const before = Date.now();
    fireEvent.click(within(await screen.findByTestId('alert-profile-photo')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('alert-profile-photo')).toBeNull();
    expect(dismissedAt('profile-photo')).toBeGreaterThanOrEqual(before);
    cleanup();
    show(noPhoto);
    expect(await screen.findByTestId('alert-push')).toBeTruthy();
    expect(screen.queryByTestId('alert-profile-photo')).toBeNull();
  });

  it('explains why mail stopped and links to the notifications page', async () => {
    show({ ...me, notifications_disabled: ['spam_complaint'] });
    const alert = await screen.findByTestId('alert-notifications-disabled');
    expect(alert.textContent).toContain('marked as spam');
    expect(within(alert).getByRole('link', { name: 'What to do' }).getAttribute('href')).toBe('/notifications');
  });

  describe('on a phone, one banner with the welcome bonus among them (issue 21)', () => {
    const offer = <aside data-testid="offer">25% off</aside>;
    /** The dock that holds an element, and the screens it shows on (Bootstrap's display classes). */
    const dockOf = (element: HTMLElement) => element.closest('.app-alert-room')!.className;

    it('gives the phone the bonus while the wider screen keeps its alert', async () => {
      show(noPhoto, '/members', offer);
      const photo = await screen.findByTestId('alert-profile-photo');
      expect(dockOf(photo)).toContain('d-none d-md-block');
      expect(dockOf(screen.getByTestId('offer'))).toContain('d-md-none');
      expect(screen.getAllByTestId('alerts')).toHaveLength(2);
    });

    it('puts an account’s trouble before the bonus, on every screen', async () => {
      show({ ...me, notifications_disabled: ['bounce'] }, '/members', offer);
      const alert = await screen.findByTestId('alert-notifications-disabled');
      expect(dockOf(alert)).not.toContain('d-none');
      expect(screen.queryByTestId('offer')).toBeNull();
      expect(screen.getAllByTestId('alerts')).toHaveLength(1);
    });

    it('leaves the phone’s screen to the credits page', async () => {
      show(noPhoto, '/credits', offer);
      const photo = await screen.findByTestId('alert-profile-photo');
      expect(dockOf(photo)).toContain('d-none d-md-block');
      expect(screen.queryByTestId('offer')).toBeNull();
    });
  });
});

