import { useTranslation } from '../../i18n/use-translation';
import { useCurrentUser } from '../../hooks/use-session';
import { useSettings } from '../../site/api';

/** What sending costs (settings), with the least a message costs in the member's country as money. */
export function CostHint() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  if (!settings) return <span />;
  // Three counts in one sentence: each is its own plural text, which the sentence takes as an argument.
  const credits = (count: number) => t('chats.cost_hint_credits', { count });
  const minimum = user ? settings.minimum_message_costs[user.profile.country] : undefined;
  let money: string | undefined;
  if (minimum && minimum.costs > 0) {
    try {
      money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: minimum.currency }).format(minimum.costs);
    } catch {
      money = undefined;
    }
  }
  // The narrow composer (phones, and beside the chat list) names only a message's price: a photo's
  // and a gift's are asked about before the first is sent, and the gift picker names them too.
  return (
    <span className="app-cost-hint" data-testid="cost-hint">
      <span className="d-lg-none">{t('chats.cost_hint_short', { message: credits(settings.message_credits) })}</span>
      <span className="d-none d-lg-inline">
        {t('chats.cost_hint', { message: credits(settings.message_credits), photo: credits(settings.photo_credits), gift: credits(settings.gift_credits) })}
        {money && <> <span className="app-cost-minimum">{t('chats.cost_minimum', { amount: money })}</span></>}
      </span>
    </span>
  );
}
