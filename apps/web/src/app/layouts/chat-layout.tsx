import { Outlet } from 'react-router';
import { EntryWarning } from '../../features/entry-warning/entry-warning';

/** SPEC §2: the conversation takes the whole screen. */
export function ChatLayout() {
  return (
    <>
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <EntryWarning layout="chat" />
    </>
  );
}
