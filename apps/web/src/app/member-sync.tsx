import { useEffect } from 'react';
import { useAttentionCount } from '../hooks/use-attention-count';
import { useTitleCount } from '../hooks/use-document-title';
import { useMemberRefresh } from '../hooks/use-member-refresh';
import { useRealtime } from '../hooks/use-realtime';
import { setAppBadge } from '../lib/title';

/**
 * Once per tab, whatever the layout: the member's WebSocket (issue 5) and SPEC §9 refreshes, and what
 * waits for the member (SPEC §4) in front of the tab's title and on the installed app's badge.
 */
export function MemberSync() {
  useRealtime();
  useMemberRefresh();
  const count = useAttentionCount();
  useTitleCount(count);
  useEffect(() => setAppBadge(count), [count]);
  return null;
}
