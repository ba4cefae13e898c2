import { landerActivity } from '@app/core/landers';
import { useLander } from '../lander-context';

/** "Online now: 23", else "Active today: 140", or null when neither count would help (never 0 or 1). */
export function useActivityText(): string | null {
  const { data, t, formatNumber } = useLander();
  const activity = landerActivity(data.data.online_members, data.data.active_today_members);
  if (!activity) return null;
  return t(activity.kind === 'online' ? 'lander.online_count' : 'lander.active_today_count', { count: formatNumber(activity.count) });
}

/** How many members the site has and how many are on; a count of none is left out. */
export function MemberCounts({ className }: { className: string }) {
  const { data, t, formatNumber } = useLander();
  const total = data.data.total_members;
  const activity = useActivityText();
  return (
    <p className={className}>
      {total > 0 && <span>{t('lander.member_count', { count: formatNumber(total) })}</span>}
      {activity && (
        <span data-testid="lander-activity">
          <span className="lander-online-dot" aria-hidden="true" />
          {activity}
        </span>
      )}
    </p>
  );
}
