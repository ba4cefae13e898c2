import { AlertHost } from '../features/alerts/alert-host';
import { DockedTimeBonus, useBonusStrip } from '../features/time-bonus/time-bonus-strip';

/** The alert dock, with the welcome bonus for a phone's one banner place (issue 21). */
export function BannerHost() {
  const bonus = useBonusStrip();
  return <AlertHost timeBonus={bonus && <DockedTimeBonus bonus={bonus} />} />;
}
