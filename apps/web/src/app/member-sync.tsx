import { useEffect } from 'react';
import { useAttentionCount } from '../hooks/use-attention-count';
import { useRealtime } from '../hooks/use-realtime';
import { setAppBadge } from '../lib/title';

/**
 * Once per tab, whatever the layout: the member's WebSocket (issue 5) and the installed app's badge,
 * which shows the same total as the title prefix (SPEC §4).
 */
export function MemberSync() {
  useRealtime();
  const count = useAttentionCount();
  useEffect(() => setAppBadge(count), [count]);
  return null;
}
