import { Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { SiteFooter } from '../../components/site-footer';
import { EntryWarning } from '../../features/entry-warning/entry-warning';

/** SPEC §2: a simple brand bar, so nothing distracts from signing up. */
export function LanderLayout() {
  return (
    <>
      <header className="navbar bg-white border-bottom">
        <div className="container">
          <Brand />
        </div>
      </header>
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <EntryWarning layout="lander" />
    </>
  );
}
