import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { TabBar } from '../../components/tab-bar';
import { TopNav } from '../../components/top-nav';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';
import { TimeBonusModal } from '../../features/time-bonus/time-bonus-modal';
import { TimeBonusStrip } from '../../features/time-bonus/time-bonus-strip';
import { useCurrentUser } from '../../hooks/use-session';
import { AfterTakeOver } from '../after-take-over';
import { BannerHost } from '../banner-host';
import { LikeModalHost } from '../like-modal-host';
import { SignupModalHost } from '../signup-modal-host';
import { TakeOverInTurn } from '../take-over';

export function DefaultLayout() {
  const { data: user } = useCurrentUser();
  return (
    <SignupModalHost>
      <LikeModalHost>
        <EntryWarningGate layout="default">
          {/* Each taken over in a task of its own: one element each, as TakeOverInTurn needs. */}
          <TakeOverInTurn>
            <TopNav />
          </TakeOverInTurn>
          <TimeBonusStrip />
          {/* Fixed at the bottom of a phone's screen; before the page, which its stylesheet keeps clear of
              it (_chrome.scss). A member's only: a turn must hold its element. */}
          {user && (
            <TakeOverInTurn>
              <TabBar />
            </TakeOverInTurn>
          )}
          <TakeOverInTurn>
            <main className="app-main" id="main">
              <Outlet />
            </main>
          </TakeOverInTurn>
          <TakeOverInTurn>
            <SiteFooter />
          </TakeOverInTurn>
          <AfterTakeOver>
            {/* Fixed at the bottom of the screen: after the page, where a screen reader meets it too. */}
            <BannerHost />
            <TimeBonusModal />
          </AfterTakeOver>
        </EntryWarningGate>
      </LikeModalHost>
    </SignupModalHost>
  );
}
