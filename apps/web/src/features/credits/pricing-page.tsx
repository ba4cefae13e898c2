import { useTranslation } from '../../i18n/use-translation';
import { PremiumCta } from '../../components/premium-cta';
import { SignupCta } from '../../components/signup-cta';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { useOpenSignup } from '../../hooks/use-signup-modal';
import { BundleCards, ChooseBundleLink } from './bundle-card';
import { CreditCosts } from './credit-costs';
import { TrustPoints, WithOffer } from './offer';
import './credits.css';

/** /pricing, public: the bundles in the visitor's currency and what credits pay for (footer link, SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const openSignup = useOpenSignup();
  useDocumentTitle(t('pricing.title'));
  return (
    <div className="container py-3 py-md-4" data-route="pricing">
      <div className="text-center mb-4">
        <h1 className="h3 mb-1">{t('pricing.title')}</h1>
        <p className="text-body-secondary mb-0 mx-auto app-measure">{t('pricing.lead')}</p>
      </div>
      <WithOffer>
        {(offer) => (
          <BundleCards
            bundles={offer.bundles}
            action={(bundle) =>
              user ? (
                <ChooseBundleLink bundle={bundle} />
              ) : (
                <button type="button" className="btn btn-outline-primary w-100" onClick={openSignup} disabled={isPending}>
                  {t('pricing.signup')}
                </button>
              )
            }
          />
        )}
      </WithOffer>
      <TrustPoints className="mt-4 mb-5" />
      <CreditCosts />
      <p className="small text-body-secondary mt-4">{t('pricing.notes')}</p>
      <div className="mt-4">{user ? !user.paid_user && <PremiumCta text={t('premium.any_bundle')} /> : !isPending && <SignupCta />}</div>
    </div>
  );
}
