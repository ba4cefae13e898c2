import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SettingsSection } from '../../components/settings-section';
import { myComplaintsQuery } from '../../lib/complaints';

// Its own chunk: most members have no complaints, and the list shows nothing before they arrive
// anyway; its code is not worth its weight in the settings' first load (issue #20).
const MyComplaints = lazy(() => import('../../components/my-complaints').then((module) => ({ default: module.MyComplaints })));

/** The member's complaints and the decisions on them, with the appeal (EU DSA art. 17, 20); mails link to #complaints. */
export function ComplaintsSection() {
  const { t } = useTranslation();
  // Asked for at once, while the list's code loads.
  useQuery(myComplaintsQuery);
  return (
    <SettingsSection id="complaints" title={t('complaints.mine_title')}>
      <Suspense fallback={null}>
        <MyComplaints emptyText={t('complaints.mine_none')} />
      </Suspense>
    </SettingsSection>
  );
}
