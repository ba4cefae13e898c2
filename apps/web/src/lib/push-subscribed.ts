let subscribed = false;
let latestCheck = 0;

/** Whether this browser held a push subscription at the last check; false until one has answered. */
export function isPushSubscribed(): boolean {
  return subscribed;
}

/**
 * Asks the browser again whether it holds a push subscription: once at start-up, and by the push
 * feature after subscribing or unsubscribing, so the refresh schedule (SPEC §9) follows.
 */
export async function recheckPushSubscription(): Promise<void> {
  const check = ++latestCheck;
  const answer = await hasPushSubscription();
  // A check started earlier may answer later; only the newest tells the current state.
  if (check === latestCheck) subscribed = answer;
}

/** Browsers without service workers or push, and any failure to ask, count as not subscribed. */
async function hasPushSubscription(): Promise<boolean> {
  try {
    // Without service workers (older browsers, insecure pages) or push, a step below throws.
    const registration = await navigator.serviceWorker.getRegistration();
    return registration !== undefined && (await registration.pushManager.getSubscription()) !== null;
  } catch {
    return false;
  }
}
