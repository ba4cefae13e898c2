import type { LanderMember } from '@app/core';
import { useLander } from '../lander-context';
import { FictionalBadge } from './fictional-badge';

/** Name, age, city and whether they are online: the line under every face on a lander. */
export function MemberCaption({ member, className = '' }: { member: LanderMember; className?: string }) {
  const { t } = useLander();
  return (
    <div className={`lander-caption ${className}`}>
      <strong className="lander-caption-name">
        {member.online && <span className="lander-online-dot" role="img" aria-label={t('lander.online_now')} />}
        {member.name}
      </strong>
      <span className="lander-caption-place">{member.city ? t('lander.age_city', { age: member.age, city: member.city }) : member.age}</span>
      <FictionalBadge member={member} />
    </div>
  );
}
