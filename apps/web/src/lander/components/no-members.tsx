import { useCopy } from '../copy';
import { useLander } from '../lander-context';
import { SignupCta } from './signup-cta';

/** A lander with nobody to show yet (a new site, a narrow niche): the promise and the way in. */
export function NoMembers() {
  const { t } = useLander();
  const copy = useCopy();
  return (
    <section className="lander-hero py-5 text-center">
      <div className="container">
        <h1 className="display-6 fw-bold">{copy.headline}</h1>
        <p className="lead">{t('lander.no_members')}</p>
        <SignupCta />
      </div>
    </section>
  );
}
