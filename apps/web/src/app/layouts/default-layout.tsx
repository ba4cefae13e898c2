import { Outlet } from 'react-router';
import { ActivateReminder } from '../../components/activate-reminder';
import { SiteFooter } from '../../components/site-footer';
import { TopNav } from '../../components/top-nav';
import { LikeModalHost } from '../like-modal-host';
import { SignupModalHost } from '../signup-modal-host';

export function DefaultLayout() {
  return (
    <SignupModalHost>
      <LikeModalHost>
        <TopNav />
        <ActivateReminder />
        <main className="app-main" id="main">
          <Outlet />
        </main>
        <SiteFooter />
      </LikeModalHost>
    </SignupModalHost>
  );
}
