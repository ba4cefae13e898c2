import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { SettingsSection } from '../../components/settings-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { DisabledReasons } from './disabled-reasons';
import { NotificationSwitches } from './notification-switches';
import { PushSection } from './push-section';
import { UnsubscribePanel } from './unsubscribe-panel';

/**
 * /notifications: which e-mails and pushes the member gets (members only). With ?unsubscribe= it
 * is where a mailed unsubscribe link lands, for visitors too.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.notifications'));
  const token = useSearchParams()[0].get('unsubscribe');
  return (
    <div className="container py-4 py-md-5" data-route="notifications">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="h3 mb-4">{t('routes.notifications')}</h1>
          {token ? (
            <SettingsSection id="unsubscribe" title={t('notifications.unsubscribe.title')}>
              <UnsubscribePanel token={token} />
            </SettingsSection>
          ) : (
            <MemberOnly>
              <Sections />
            </MemberOnly>
          )}
        </div>
      </div>
    </div>
  );
}

function Sections() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <>
      <SettingsSection id="email" title={t('settings.notifications.title')}>
        <DisabledReasons reasons={user.notifications_disabled} />
        <p className="text-body-secondary">{t('settings.notifications.intro')}</p>
        <NotificationSwitches user={user} />
      </SettingsSection>
      <SettingsSection id="push" title={t('notifications.push.title')}>
        <PushSection />
      </SettingsSection>
    </>
  );
}
