import { Stars } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { pathFor } from '../../route-table';

/** Right after signup: the first matches are being found; until they are, members can be searched. */
export function Component() {
  const { t } = useTranslation();
  return (
    <CardPage title={t('signup.matches.title')} icon={<Stars size={44} />}>
      <p className="lead">{t('signup.matches.text')}</p>
      <Link className="btn btn-primary" to={pathFor('members')}>
        {t('nav.search_members')}
      </Link>
    </CardPage>
  );
}
