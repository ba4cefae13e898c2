import { parseArgs } from 'node:util';
import { Email, StaffRole } from '@app/core';
import { z } from 'zod';
import { databaseTarget, readDatabaseConfig } from './config';
import { openDatabase } from './db/client';
import { createStaffAccount, newStaffPassword } from './modules/staff-accounts/service';

/**
 * `npm run admin:create -- --email you@example.com [--name "Your Name"] [--role admin]`: the first
 * admin of a new installation (the others are made in the back office). It prints a first
 * password once; the authenticator app is enrolled at the first login at /admin.
 */
const Args = z.object({
  email: Email,
  name: z.string().trim().min(1).max(100).optional(),
  role: StaffRole.default('admin'),
});

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const args = Args.safeParse(values);
if (!args.success) {
  console.error(`Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--role admin]\n${z.prettifyError(args.error)}`);
  process.exit(2);
}
const { email, name = email.split('@')[0]!, role } = args.data;
const database = await openDatabase(databaseTarget(readDatabaseConfig()));
try {
  const password = newStaffPassword();
  const staff = await createStaffAccount(database.db, { email, name, role, password });
  if (!staff) {
    console.error(`A staff member with the address ${email} exists already.`);
    process.exitCode = 1;
  } else {
    console.log(`Staff member ${staff.email} (${staff.role}) created.`);
    console.log(`First password (shown once): ${password}`);
    console.log('Log in at /admin on any of your sites and enrol an authenticator app.');
  }
} finally {
  await database.close();
}
