import { useLander } from '../lander-context';

/** How many members the site has and how many are online now; a count of none is left out. */
export function MemberCounts({ className }: { className: string }) {
  const { data, t, formatNumber } = useLander();
  const { total_members: total, online_members: online } = data.data;
  return (
    <p className={className}>
      {total > 0 && <span>{t('lander.member_count', { count: formatNumber(total) })}</span>}
      {online > 0 && (
        <span>
          <span className="lander-online-dot" aria-hidden="true" />
          {t('lander.online_count', { count: formatNumber(online) })}
        </span>
      )}
    </p>
  );
}
