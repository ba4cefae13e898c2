import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../components/settings-section';
import { MyComplaints } from '../../components/my-complaints';

/** The member's complaints and the decisions on them, with the appeal (EU DSA art. 17, 20); mails link to #complaints. */
export function ComplaintsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="complaints" title={t('complaints.mine_title')}>
      <MyComplaints emptyText={t('complaints.mine_none')} />
    </SettingsSection>
  );
}
