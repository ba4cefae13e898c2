import { queryOptions } from '@tanstack/react-query';
import { answeredBefore, ENTRY_WARNING_ANSWERED_KEY } from './answered';

/**
 * Whether the visitor answered the site-entry warning before: the server sets it from the request's
 * cookie in the pages it renders (entry-server.tsx), the browser reads the cookie only for the pages
 * it draws itself. It changes only when answered, which sets it here too.
 */
export const entryWarningAnsweredQuery = queryOptions({
  queryKey: [ENTRY_WARNING_ANSWERED_KEY],
  queryFn: answeredBefore,
  staleTime: Infinity,
  gcTime: Infinity,
});
