import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { pathFor } from '../route-table';
import { PageLoading } from './page-loading';

/** Whether this document was loaded for the current address (rather than reached inside the app). */
function loadedForThisAddress(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name === window.location.href;
}

/**
 * The landers are their own small page that the server writes (lander.html), not part of the app.
 * A link inside the app that reaches one loads it from the server. Had the server answered this
 * address with the app itself (a development server), loading it again would loop: say so instead.
 */
export function Component() {
  const { t } = useTranslation();
  const handOver = !loadedForThisAddress();
  useEffect(() => {
    if (handOver) window.location.reload();
  }, [handOver]);
  if (handOver) return <PageLoading />;
  return (
    <div className="container py-5 text-center">
      <h1 className="h2 mb-3">{t('errors.page_not_found')}</h1>
      <Link className="btn btn-primary" to={pathFor('index')}>
        {t('errors.back_home')}
      </Link>
    </div>
  );
}
