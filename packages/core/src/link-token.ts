// Without zod: the web app's pages for a mailed link tell a broken one in their first load (issue 20).

/** The token of a mailed link (password reset, address change): its length. */
export const LINK_TOKEN_LENGTH = { min: 16, max: 200 } as const;

export const isLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= LINK_TOKEN_LENGTH.min && value.length <= LINK_TOKEN_LENGTH.max;
