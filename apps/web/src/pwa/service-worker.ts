import { SERVICE_WORKER_PATH } from '@app/core';

/**
 * Only the production build has a service worker (vite.config.ts builds it into the site root so its
 * scope is the whole site): the dev server serves none, and one would cache what a developer edits.
 */
export function serviceWorkerAvailable(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * The active registration, registering first if that has not happened yet (it is idempotent).
 * Push needs an active worker, so this waits for `ready`; registering first makes a failure reject
 * instead of leaving `ready` pending forever.
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
  return navigator.serviceWorker.ready;
}
