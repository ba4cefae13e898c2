import type { OkResponse, PushPermission } from '@app/core';
import { api } from '../lib/api-client';
import { serviceWorkerAvailable, serviceWorkerRegistration } from './service-worker';

/** What the browser can tell without asking the user: its permission and whether it is subscribed. */
export interface BrowserPushState {
  permission: Exclude<PushPermission, 'unknown'>;
  subscribed: boolean;
}

/** Push needs a service worker, the Push API and notifications; older browsers and insecure pages lack some. */
export function pushSupported(): boolean {
  return serviceWorkerAvailable() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

function browserPermission(): BrowserPushState['permission'] {
  // 'default' means the user has not decided yet: the browser will ask (SPEC §4 "prompt").
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

/** The existing subscription, if a service worker is registered at all (asking must not register one). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription that can show notifications: some browsers keep one after the permission is revoked. */
export async function activeSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || browserPermission() !== 'granted') return null;
  return currentSubscription();
}

export async function readBrowserPushState(): Promise<BrowserPushState> {
  if (!pushSupported()) return { permission: 'unsupported', subscribed: false };
  return { permission: browserPermission(), subscribed: (await activeSubscription()) !== null };
}

/** The VAPID public key from the settings (URL-safe base64) as the bytes the Push API takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** SPEC §7 POST /api/user.php?push=1 (members only); what the browser made of the subscription is checked first. */
async function postSubscription(body: { subscription: PushSubscriptionJSON | null; endpoint?: string }) {
  const { PushSubscribeBody } = await import('./push-contract');
  return api('user.php', 'OkResponse', { method: 'POST', query: { push: 1 }, body: PushSubscribeBody.parse(body), repeatable: true });
}

/**
 * Subscribes this browser with the site's key, reusing a subscription made with the same key (a
 * subscription made with an older key cannot be reused: the push service would refuse the server).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const registration = await serviceWorkerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Hands the subscription to the server, which links it to the logged-in member. */
export function storeSubscription(subscription: PushSubscription): Promise<OkResponse> {
  return postSubscription({ subscription: subscription.toJSON() });
}

/**
 * Ends this browser's subscription, then asks the server to forget it. The browser side is what
 * stops the notifications; should the server not hear of it, its next push is answered 410 Gone
 * and the subscription is removed then (ARCHITECTURE: web-push).
 */
export async function unsubscribeBrowser(tellServer: boolean): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  if (tellServer) await postSubscription({ subscription: null, endpoint }).catch(() => {});
}
