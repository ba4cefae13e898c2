import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { TopNav } from '../../components/top-nav';
import { AlertHost } from '../../features/alerts/alert-host';
import { EntryWarning } from '../../features/entry-warning/entry-warning';
import { TimeBonusModal } from '../../features/time-bonus/time-bonus-modal';
import { TimeBonusStrip } from '../../features/time-bonus/time-bonus-strip';
import { LikeModalHost } from '../like-modal-host';
import { SignupModalHost } from '../signup-modal-host';

export function DefaultLayout() {
  return (
    <SignupModalHost>
      <LikeModalHost>
        <TopNav />
        <TimeBonusStrip />
        <main className="app-main" id="main">
          <Outlet />
        </main>
        <SiteFooter />
        {/* Fixed at the bottom of the screen: after the page, where a screen reader meets it too. */}
        <AlertHost />
        <TimeBonusModal />
        <EntryWarning layout="default" />
      </LikeModalHost>
    </SignupModalHost>
  );
}
