import { Outlet } from 'react-router';

export function EmptyLayout() {
  return (
    <main className="app-main" id="main">
      <Outlet />
    </main>
  );
}
