/**
 * The contract's schemas for push, loaded when a subscription is sent or the service worker posts
 * a message: push.ts and pwa-sync.tsx are in every page's first load, zod is not (issue #20).
 */
export { PushSubscribeBody, ServiceWorkerMessage } from '@app/core';
