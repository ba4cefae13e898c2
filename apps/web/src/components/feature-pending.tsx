import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../hooks/use-route-name';
import { useDocumentTitle } from '../hooks/use-document-title';
import { pathFor } from '../route-table';

/** The page of a route whose feature has not been built yet: says so plainly and leads home. */
export function Component() {
  const { t } = useTranslation();
  const name = useRouteName();
  const title = t(`routes.${name}`);
  useDocumentTitle(title);
  return (
    <div className="container py-5 text-center" data-route={name}>
      <h1 className="h2 mb-3">{title}</h1>
      <p className="lead text-body-secondary mb-4">{t('pending.text')}</p>
      <Link className="btn btn-primary" to={pathFor('index')}>
        {t('pending.home')}
      </Link>
    </div>
  );
}
