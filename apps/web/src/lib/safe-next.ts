import { pathFor } from '../route-table';

const SAME_SITE = 'https://same-site.invalid';

/**
 * The `?next=` target, only if it is a path on this site: '//evil.example', '/\\evil.example',
 * 'https://…' or 'javascript:…' would send the member away (an open redirect), so they give undefined.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith('/')) return undefined;
  try {
    const url = new URL(next, SAME_SITE);
    if (url.origin !== SAME_SITE) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** The login page, coming back to `next` afterwards. */
export function loginPath(next?: string): string {
  return next ? `${pathFor('login')}?${new URLSearchParams({ next }).toString()}` : pathFor('login');
}
