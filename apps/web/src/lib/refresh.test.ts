// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPushSubscribed, recheckPushSubscription } from './push-subscribed';
import { refreshInterval } from './refresh';

describe('member data refresh (SPEC §9)', () => {
  it('refreshes 5 s after the first load, then every 60 s', () => {
    expect(refreshInterval(1, false)).toBe(5_000);
    expect(refreshInterval(2, false)).toBe(60_000);
    expect(refreshInterval(30, false)).toBe(60_000);
  });

  it('refreshes 5 s after the first load, then every 300 s when subscribed to push', () => {
    expect(refreshInterval(1, true)).toBe(5_000);
    expect(refreshInterval(2, true)).toBe(300_000);
    expect(refreshInterval(30, true)).toBe(300_000);
  });
});

/** A browser with service workers, whose getRegistration() is `getRegistration`. */
function stubServiceWorker(getRegistration: () => Promise<unknown>) {
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration } });
}

const registration = (getSubscription: () => Promise<unknown>) => ({ pushManager: { getSubscription } });
const subscription = { endpoint: 'https://push.example/subscription' };

async function subscribe() {
  stubServiceWorker(async () => registration(async () => subscription));
  await recheckPushSubscription();
  expect(isPushSubscribed()).toBe(true);
}

describe('push subscription', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await recheckPushSubscription();
  });

  it('is found through the service worker registration, and a recheck follows unsubscribing', async () => {
    expect(isPushSubscribed()).toBe(false);
    await subscribe();
    stubServiceWorker(async () => registration(async () => null));
    await recheckPushSubscription();
    expect(isPushSubscribed()).toBe(false);
  });

  it('is not there without service workers, a registration or push, nor when asking fails', async () => {
    const browsers: [string, () => void][] = [
      ['no service workers (jsdom)', () => vi.unstubAllGlobals()],
      ['no registration', () => stubServiceWorker(async () => undefined)],
      ['no push manager', () => stubServiceWorker(async () => ({}))],
      ['registration fails', () => stubServiceWorker(() => Promise.reject(new Error('SecurityError')))],
      ['subscription fails', () => stubServiceWorker(async () => registration(() => Promise.reject(new Error('InvalidStateError'))))],
    ];
    for (const [name, stub] of browsers) {
      await subscribe();
      stub();
      await recheckPushSubscription();
      expect(isPushSubscribed(), name).toBe(false);
    }
  });

  it('keeps the newest answer when an older check answers last', async () => {
    let answerOlder: (registration: unknown) => void = () => {};
    stubServiceWorker(() => new Promise((resolve) => (answerOlder = resolve)));
    const older = recheckPushSubscription();
    stubServiceWorker(async () => registration(async () => null));
    await recheckPushSubscription();
    answerOlder(registration(async () => subscription));
    await older;
    expect(isPushSubscribed()).toBe(false);
  });
});
