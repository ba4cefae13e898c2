import { Outlet } from 'react-router';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';

/** SPEC §2: the conversation takes the whole screen. */
export function ChatLayout() {
  return (
    <EntryWarningGate layout="chat">
      <main className="app-main" id="main">
        <Outlet />
      </main>
    </EntryWarningGate>
  );
}
