import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ActivateReminder } from '../../components/activate-reminder';
import { SiteFooter } from '../../components/site-footer';
import { TopNav } from '../../components/top-nav';
import { useAttentionCount } from '../../hooks/use-attention-count';
import { setAppBadge } from '../../lib/title';
import { LikeModalHost } from '../like-modal-host';
import { SignupModalHost } from '../signup-modal-host';

export function DefaultLayout() {
  return (
    <SignupModalHost>
      <LikeModalHost>
        <AppBadge />
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

/** SPEC §4: the installed app's badge shows the same total as the title prefix. */
function AppBadge() {
  const count = useAttentionCount();
  useEffect(() => setAppBadge(count), [count]);
  return null;
}
