import { Outlet } from 'react-router';
import { EntryWarning } from '../../features/entry-warning/entry-warning';
import { SignupModalHost } from '../signup-modal-host';

export function EmptyLayout() {
  return (
    <SignupModalHost>
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <EntryWarning layout="empty" />
    </SignupModalHost>
  );
}
