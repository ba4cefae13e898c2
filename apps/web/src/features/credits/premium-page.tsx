import { FREE_CONVERSATION_LIMIT, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, PREMIUM_MATCH_CHANCE_PERCENT, type User } from '@app/core';
import type { ComponentType } from 'react';
import { ChatHeartFill, CheckCircleFill, Gem, type IconProps, Images, Infinity as InfinityIcon, UnlockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { pathFor } from '../../route-table';
import { BundleCards, ChooseBundleLink } from './bundle-card';
import { TrustPoints, WithOffer } from './offer';
import './credits.css';

/** /premium: what premium brings and the bundles that bring it (SPEC §1: any bundle makes a member premium). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('premium.title'));
  return (
    <MemberOnly>
      <PremiumContent />
    </MemberOnly>
  );
}

interface Benefit {
  key: string;
  Icon: ComponentType<IconProps>;
  values?: Record<string, number>;
}

const BENEFITS: Benefit[] = [
  { key: 'photos', Icon: UnlockFill },
  { key: 'uploads', Icon: Images, values: { premium: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE } },
  { key: 'conversations', Icon: InfinityIcon, values: { free: FREE_CONVERSATION_LIMIT } },
  { key: 'forever', Icon: CheckCircleFill },
];

function PremiumContent() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <div data-route="premium">
      <section className="app-premium-hero py-4 py-md-5">
        <div className="container text-center">
          <Gem size={40} className="mb-3" aria-hidden="true" />
          <h1 className="h2 fw-bold mb-2">{t(user.paid_user ? 'premium.title_member' : 'premium.title')}</h1>
          <p className="lead mb-4">{t('premium.lead')}</p>
          <div className="d-inline-flex align-items-center gap-3 px-4 py-3 rounded-4 bg-white bg-opacity-10" data-testid="match-chance">
            <ChatHeartFill size={32} aria-hidden="true" />
            <div className="text-start">
              <div className="app-premium-stat fw-bold">+{PREMIUM_MATCH_CHANCE_PERCENT}%</div>
              <div className="small">{t('premium.match_chance')}</div>
            </div>
          </div>
        </div>
      </section>
      <div className="container py-4 py-md-5">
        {user.paid_user && <AlreadyPremium user={user} />}
        <section aria-labelledby="benefits-title" className="mb-5">
          <h2 className="h4 text-center mb-4" id="benefits-title">
            {t('premium.benefits_title')}
          </h2>
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 mb-0">
            {BENEFITS.map(({ key, Icon, values }) => (
              <li className="col" key={key}>
                <div className="card h-100 border-0 shadow-sm">
                  <div className="card-body p-3 p-md-4 d-flex d-md-block gap-3">
                    <Icon className="text-primary mb-md-3 flex-shrink-0" size={28} aria-hidden="true" />
                    <div>
                      <h3 className="h6 fw-bold">{t(`premium.benefits.${key}.title`, values)}</h3>
                      <p className="small text-body-secondary mb-0">{t(`premium.benefits.${key}.text`, values)}</p>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="premium-bundles-title">
          <div className="text-center mb-4">
            <h2 className="h4 mb-1" id="premium-bundles-title">
              {t(user.paid_user ? 'premium.bundles_title_member' : 'premium.bundles_title')}
            </h2>
            {!user.paid_user && <p className="text-body-secondary mb-0">{t('premium.any_bundle')}</p>}
          </div>
          <WithOffer>{(offer) => <BundleCards bundles={offer.bundles} action={(bundle) => <ChooseBundleLink bundle={bundle} />} />}</WithOffer>
          <TrustPoints className="mt-4" />
        </section>
      </div>
    </div>
  );
}

function AlreadyPremium({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-success d-flex flex-column flex-sm-row align-items-sm-center gap-3 mb-5" data-testid="already-premium">
      <Gem size={28} className="flex-shrink-0" aria-hidden="true" />
      <div className="flex-grow-1">
        <div className="fw-semibold">{t('premium.already')}</div>
        <div className="small">{t('premium.already_text', { count: user.credits })}</div>
      </div>
      <Link className="btn btn-success" to={pathFor('credits')}>
        {t('premium.buy_credits')}
      </Link>
    </div>
  );
}
