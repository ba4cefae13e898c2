// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQuery } from '../site/api';
import { isPushSubscribed } from '../lib/push-subscribed';
import { userQuery } from '../lib/session';
import { me } from '../test/chat-fixtures';
import { usePush } from './use-push';

/** A P-256 public key is 65 bytes; any bytes do for the browser stand-in below. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example.test/send/abc';

interface FakeBrowser {
  permission: NotificationPermission;
  /** What the user answers when asked. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** Without the Push API (older browsers). */
  noPushManager?: boolean;
}

function fakeSubscription(key: Uint8Array, onUnsubscribe: () => void) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'authSecret' } }),
    unsubscribe: vi.fn(async () => {
      onUnsubscribe();
      return true;
    }),
  };
}

/** Stands in for the browser's service worker, Push API and notification permission. */
function fakeBrowser({ permission, answer = permission, subscribed = false, noPushManager = false }: FakeBrowser) {
  let current: ReturnType<typeof fakeSubscription> | null = null;
  const forget = () => (current = null);
  if (subscribed) current = fakeSubscription(KEY_BYTES, forget);
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = fakeSubscription(options.applicationServerKey, forget);
      return current;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  if (!noPushManager) vi.stubGlobal('PushManager', class {});
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { pushManager, notification, requests, current: () => current };
}

function renderPush({ publicKey = PUBLIC_KEY as string | null, loggedIn = true, settingsLoaded = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, loggedIn ? me : null);
  if (settingsLoaded) queryClient.setQueryData(settingsQuery.queryKey, { settings: { push_public_key: publicKey } } as never);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => usePush(), { wrapper }).result;
}

beforeEach(() => vi.stubEnv('PROD', true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePush permission (SPEC §4)', () => {
  it('is unsupported without the Push API', () => {
    fakeBrowser({ permission: 'default', noPushManager: true });
    expect(renderPush().current.permission).toBe('unsupported');
  });

  it('is unsupported without service workers (the dev server and tests have none)', () => {
    fakeBrowser({ permission: 'default' });
    vi.stubEnv('PROD', false);
    expect(renderPush().current.permission).toBe('unsupported');
  });

  it('is unsupported when the site has no push key configured', () => {
    fakeBrowser({ permission: 'default' });
    expect(renderPush({ publicKey: null }).current.permission).toBe('unsupported');
  });

  it('is unknown until the settings have loaded', () => {
    fakeBrowser({ permission: 'default' });
    expect(renderPush({ settingsLoaded: false }).current.permission).toBe('unknown');
  });

  it.each([
    ['default', 'prompt'],
    ['granted', 'granted'],
    ['denied', 'denied'],
  ] as const)('follows the browser: %s is %s', async (browser, expected) => {
    fakeBrowser({ permission: browser });
    const result = renderPush();
    await waitFor(() => expect(result.current.permission).toBe(expected));
    expect(result.current.subscribed).toBe(false);
  });

  it('knows an existing subscription', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    const result = renderPush();
    await waitFor(() => expect(result.current.subscribed).toBe(true));
  });
});

describe('usePush enable and disable', () => {
  it('asks, subscribes with the site key, stores the subscription and switches the refresh to push', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const result = renderPush();
    await waitFor(() => expect(result.current.permission).toBe('prompt'));
    await act(() => result.current.enable());

    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0]![0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...KEY_BYTES]);
    expect(browser.requests).toEqual([
      {
        url: '/api/user.php?push=1',
        body: { subscription: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'authSecret' } } },
      },
    ]);
    await waitFor(() => expect(result.current).toMatchObject({ permission: 'granted', subscribed: true }));
    expect(isPushSubscribed()).toBe(true);
  });

  it('reuses a subscription made with the same key', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const result = renderPush();
    await act(() => result.current.enable());
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.requests).toHaveLength(1);
  });

  it('subscribes nothing when the user says no', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    const result = renderPush();
    await act(() => result.current.enable());
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
    await waitFor(() => expect(result.current.permission).toBe('denied'));
  });

  it('subscribes a visitor without storing: the server links it once a member logs in', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const result = renderPush({ loggedIn: false });
    await act(() => result.current.enable());
    expect(browser.current()).not.toBeNull();
    expect(browser.requests).toEqual([]);
  });

  it('disable unsubscribes and tells the server which endpoint to forget', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const result = renderPush();
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    await act(() => result.current.disable());
    expect(browser.current()).toBeNull();
    expect(browser.requests).toEqual([{ url: '/api/user.php?push=1', body: { subscription: null, endpoint: ENDPOINT } }]);
    await waitFor(() => expect(result.current.subscribed).toBe(false));
    expect(isPushSubscribed()).toBe(false);
  });
});
