import type { LanderMember } from '@app/core';
import { useLander } from '../lander-context';

/** SPEC §1: fictional profiles are marked, in the operator's words where they gave them. */
export function FictionalBadge({ member, className = '' }: { member: LanderMember; className?: string }) {
  const { data, t } = useLander();
  if (!member.fictional || !data.site.fictional_icon) return null;
  return (
    <span className={`badge text-bg-light lander-fictional ${className}`} title={data.site.fictional_warning}>
      {data.site.fictional_singular || t('lander.fictional_badge')}
    </span>
  );
}
