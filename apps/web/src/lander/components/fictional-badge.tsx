import type { LanderMember } from '@app/core';
import { FictionalBadge as Badge } from '../../components/fictional-badge-pill';
import { useLander } from '../lander-context';

/** SPEC §1: fictional profiles are marked on the landers too, in the lander's language. */
export function FictionalBadge({ member, className = '' }: { member: LanderMember; className?: string }) {
  const { data, t } = useLander();
  if (!member.fictional) return null;
  return (
    <Badge
      label={data.site.fictional_singular || t('lander.fictional_badge')}
      icon={data.site.fictional_icon}
      title={data.site.fictional_warning}
      className={`lander-fictional ${className}`}
    />
  );
}
