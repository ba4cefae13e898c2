import { afterAll, vi } from 'vitest';

/*
 * The web project's test files share one worker and its environment (isolate: false in
 * vitest.config.ts), so jsdom, React, react-bootstrap and the rest of node_modules load once
 * instead of once per file. Each file still starts as an isolated one did: the app's own modules
 * (their state, vi.mock) anew, and afterwards an empty page at / without storage, cookies, stubbed
 * globals, fake timers, properties put on navigator or stand-ins for what jsdom lacks.
 */
vi.resetModules();

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name);
  // What jsdom lacks and tests fill in goes again.
  window.matchMedia = undefined as never;
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.slice(0, cookie.indexOf('='))}=; max-age=0; path=/`;
  }
  history.replaceState(null, '', '/');
});
