import { Outlet } from 'react-router';
import { SignupModalHost } from '../signup-modal-host';

export function EmptyLayout() {
  return (
    <SignupModalHost>
      <main className="app-main" id="main">
        <Outlet />
      </main>
    </SignupModalHost>
  );
}
