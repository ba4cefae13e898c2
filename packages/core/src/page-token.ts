// Without zod: the web app's static pages check a token in their first load (issue 20).

/**
 * First path segments the site uses for itself (the web app's routes, the server's own paths): a
 * published page cannot take them, since `/{token}` only answers paths nothing else does. The
 * seven built-in page names are not here: publishing one overrides that page.
 */
export const RESERVED_PAGE_TOKENS = [
  'account-deleted', 'activate', 'admin', 'api', 'assets', 'chats', 'complaint', 'complaints',
  'complete-signup', 'credits', 'dev', 'directdebit', 'lang-config', 'landers', 'likes', 'login',
  'logout', 'mail-change', 'match-finder', 'media', 'members', 'notifications', 'premium', 'pricing',
  'profile', 'reset-password', 'settings', 'signup', 'signup-matches', 'simulated-provider',
  'swipe-game', 'transactions', 'v2',
] as const;

/** A page token's form: lower case letters and digits, words joined by hyphens, at most 60. */
export const PAGE_TOKEN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const isReservedPageToken = (token: string): boolean => (RESERVED_PAGE_TOKENS as readonly string[]).includes(token);

/** Whether a path segment, as it stands, can name a page (the `PageToken` schema would take it unchanged). */
export const isPageToken = (segment: string): boolean => PAGE_TOKEN_PATTERN.test(segment) && !isReservedPageToken(segment);
