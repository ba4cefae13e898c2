import { useTranslation } from '../../i18n/use-translation';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { AccountSection } from './account-section';
import { ComplaintsSection } from './complaints-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { FirstContactSection } from './first-contact-section';
import { LanguageSection } from './language-section';
import { LocationSection } from './location-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';

/** /settings: the member's account, one card per subject (members only). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.settings'));
  return (
    <MemberOnly>
      <div className="container py-4 py-md-5" data-route="settings">
        <div className="row justify-content-center">
          <div className="col-lg-8">
            <h1 className="h3 mb-4">{t('routes.settings')}</h1>
            <Sections />
          </div>
        </div>
      </div>
    </MemberOnly>
  );
}

function Sections() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <>
      <AccountSection user={user} />
      <PasswordSection user={user} />
      <LanguageSection />
      <LocationSection />
      <NotificationsSection user={user} />
      <FirstContactSection user={user} />
      <ComplaintsSection />
      <DataExportSection />
      <DeleteAccountSection />
    </>
  );
}
