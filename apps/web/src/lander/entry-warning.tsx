import { type ReactNode, useState } from 'react';
import { rememberAnswer } from '../features/entry-warning/answered';
import { EntryWarningDialog } from '../features/entry-warning/entry-warning-dialog';
import { PageBehindWarning } from '../features/entry-warning/page-behind-warning';
import { entryWarningDue } from '../features/entry-warning/rules';
import { useIsStandalone } from '../pwa/standalone';
import { useHydrated, useLander } from './lander-context';

/**
 * The site-entry warning over the lander it wraps (SPEC §2: for NL and DE visitors), with the app's
 * rules, words and dialog. The server knows whether it was answered before (its cookie), so a
 * visitor it is due for sees it in the first paint; the installed app drops it once hydrated.
 */
export function LanderEntryWarningGate({ children }: { children: ReactNode }) {
  const { data, t } = useLander();
  // The server renders for the browser tab; hydrating leaves the served page's inert as it is.
  const hydrated = useHydrated();
  const standalone = useIsStandalone() && hydrated;
  const [answered, setAnswered] = useState(data.entry_warning_answered);
  const due = entryWarningDue({ settings: data.site, layout: 'lander', route: undefined, loggedIn: data.logged_in, standalone, dismissed: answered });
  const enter = () => {
    rememberAnswer();
    setAnswered(true);
  };
  return (
    <>
      <PageBehindWarning warned={due}>{children}</PageBehindWarning>
      {due && (
        <EntryWarningDialog
          t={t}
          siteName={data.site.name}
          fictionalWarning={data.site.fictional_warning}
          cookieLink={<a href="/cookies">{t('entry_warning.cookies_link')}</a>}
          onEnter={enter}
        />
      )}
    </>
  );
}
