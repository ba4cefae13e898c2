import { ENTRY_WARNING_DISMISSAL } from '../features/entry-warning/dismissal';
import { EntryWarningDialog } from '../features/entry-warning/entry-warning-dialog';
import { entryWarningDue } from '../features/entry-warning/rules';
import { useDismissal } from '../hooks/use-dismissal';
import { useIsStandalone } from '../pwa/standalone';
import { useHydrated, useLander } from './lander-context';

/**
 * The site-entry warning in the lander layout (SPEC §2: for NL and DE visitors), with the app's
 * rules and words, in a native dialog: the lander bundle has no room for a modal library. It must
 * be answered, so Escape does not close it. Whether it was answered before, and whether this is
 * the installed app, only the browser knows: it shows once the page is hydrated.
 */
export function LanderEntryWarning() {
  return useHydrated() ? <DueEntryWarning /> : null;
}

function DueEntryWarning() {
  const { data, t } = useLander();
  const standalone = useIsStandalone();
  const [dismissed, dismiss] = useDismissal(ENTRY_WARNING_DISMISSAL);
  const due = entryWarningDue({ settings: data.site, layout: 'lander', route: undefined, loggedIn: data.logged_in, standalone, dismissed });
  if (!due) return null;
  return (
    <EntryWarningDialog
      t={t}
      siteName={data.site.name}
      fictionalWarning={data.site.fictional_warning}
      cookieLink={<a href="/cookies">{t('entry_warning.cookies_link')}</a>}
      onEnter={dismiss}
    />
  );
}
