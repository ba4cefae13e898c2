import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { TopNav } from '../../components/top-nav';

export function DefaultLayout() {
  return (
    <>
      <TopNav />
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
