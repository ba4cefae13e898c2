import { Outlet } from 'react-router';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';
import { SignupModalHost } from '../signup-modal-host';

export function EmptyLayout() {
  return (
    <SignupModalHost>
      <EntryWarningGate layout="empty">
        <main className="app-main" id="main">
          <Outlet />
        </main>
      </EntryWarningGate>
    </SignupModalHost>
  );
}
