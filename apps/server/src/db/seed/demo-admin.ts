import { createStaffAccount } from '../../modules/staff-accounts/service';
import type { Db } from '../client';

/**
 * The demo's back office login (demo mode only, like the demo member's): README.md shows it. The
 * authenticator app is enrolled at the first login, as for any new staff member.
 */
export const DEMO_ADMIN = { email: 'admin@rainbowdate.example', password: 'backoffice-demo-2026' } as const;

export async function seedDemoAdmin(db: Db): Promise<void> {
  await createStaffAccount(db, { ...DEMO_ADMIN, name: 'Demo Admin', role: 'admin' });
}
