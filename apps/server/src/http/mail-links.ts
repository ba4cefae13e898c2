import { z } from 'zod';

/**
 * The query of a one-click link from a mail (activation, reactivation). Browsers open these, so a
 * mangled token is not a 400 JSON answer but a redirect to the page that explains the link failed.
 */
export const LinkQuery = z.object({ token: z.string().max(200).optional() });

/** The web page (SPEC §2 activate/error) a dead one-click link lands on. */
export const LINK_FAILED_PAGE = '/activate/error?reason=link_invalid';
