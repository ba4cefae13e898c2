import { Outlet } from 'react-router';

/** SPEC §2: the conversation takes the whole screen. */
export function ChatLayout() {
  return (
    <main className="app-main" id="main">
      <Outlet />
    </main>
  );
}
