import { EntryWarningContent } from '../features/entry-warning/entry-warning-content';
import { ENTRY_WARNING_DISMISSAL } from '../features/entry-warning/dismissal';
import { entryWarningDue } from '../features/entry-warning/rules';
import { useDismissal } from '../hooks/use-dismissal';
import { useIsStandalone } from '../pwa/standalone';
import { useHydrated, useLander } from './lander-context';
import { useModalDialog } from '../hooks/use-modal-dialog';

/**
 * The site-entry warning in the lander layout (SPEC §2: for NL and DE visitors), with the app's
 * rules and words, in a native dialog: the lander bundle has no room for a modal library. It must
 * be answered, so Escape does not close it. Whether it was answered before, and whether this is
 * the installed app, only the browser knows: it shows once the page is hydrated.
 */
export function LanderEntryWarning() {
  return useHydrated() ? <EntryWarningDialog /> : null;
}

function EntryWarningDialog() {
  const { data, t } = useLander();
  const standalone = useIsStandalone();
  const [dismissed, dismiss] = useDismissal(ENTRY_WARNING_DISMISSAL);
  const due = entryWarningDue({ settings: data.site, layout: 'lander', route: undefined, loggedIn: data.logged_in, standalone, dismissed });
  const dialog = useModalDialog(due);
  if (!due) return null;
  return (
    <dialog
      ref={dialog}
      className="app-dialog text-center"
      aria-labelledby="entry-warning-title"
      data-testid="entry-warning"
      // The dialog itself takes the focus, not its first link (which then showed a focus ring).
      autoFocus
      tabIndex={-1}
      onCancel={(event) => event.preventDefault()}
    >
      <EntryWarningContent
        t={t}
        siteName={data.site.name}
        fictionalWarning={data.site.fictional_warning}
        cookieLink={<a href="/cookies">{t('entry_warning.cookies_link')}</a>}
        onEnter={dismiss}
      />
    </dialog>
  );
}
