import type { Db } from '../../db/client';
import type { Member } from '../session/service';
import { verifyPassword } from '../users/passwords';
import { type Account, findAccount } from '../users/accounts';
import type { Lockout } from './lockout';

/**
 * The member's account when the password is theirs, undefined when it is not. Asking a logged-in
 * member for the password again (change, deletion) counts under the lockout like a login, or a
 * session left open would let anyone guess the password without limit.
 */
export async function accountIfPassword(
  db: Db,
  lockout: Lockout,
  { member, password, ip }: { member: Member; password: string; ip: string },
): Promise<Account | undefined> {
  const account = await findAccount(db, member.userId);
  const valid = await lockout.check(member.userId, ip, async () =>
    account ? verifyPassword(account.user.passwordHash, password) : false,
  );
  return valid ? account : undefined;
}
