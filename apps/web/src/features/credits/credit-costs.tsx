import { ChatDots, Gift, Image } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useSettings } from '../../site/api';

/** What credits pay for (SPEC §1): a message, a photo, a gift, at the site's prices. */
export function CreditCosts() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings) return null;
  const costs = [
    { key: 'message', Icon: ChatDots, credits: settings.message_credits },
    { key: 'photo', Icon: Image, credits: settings.photo_credits },
    { key: 'gift', Icon: Gift, credits: settings.gift_credits },
  ] as const;
  return (
    <section aria-labelledby="credit-costs-title" data-testid="credit-costs">
      <h2 className="h5 mb-3" id="credit-costs-title">
        {t('credits.costs.title')}
      </h2>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-3 g-2 mb-0">
        {costs.map(({ key, Icon, credits }) => (
          <li className="col" key={key}>
            <div className="d-flex align-items-center gap-3 p-3 rounded-3 bg-body-tertiary h-100">
              <Icon className="text-primary flex-shrink-0" size={24} aria-hidden="true" />
              <div>
                <div className="fw-semibold">{t(`credits.costs.${key}`)}</div>
                <div className="small text-body-secondary">{t('credits.credits_count', { count: credits })}</div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
