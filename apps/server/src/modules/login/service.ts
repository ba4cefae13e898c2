import type { LoginBody } from '@app/core';
import { AppError } from '../../http/app-error';
import type { Browser } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { accountPendingDeletion } from '../users/account-errors';
import type { AccountContext } from '../users/account-context';
import { verifyAgainstDecoy, verifyPassword } from '../users/passwords';
import { findAccountByEmail } from '../users/accounts';
import { loadUser } from '../users/user-view';
import type { Lockout } from './lockout';

export class LoginService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lockout: Lockout,
  ) {}

  /** POST /api/user.php. A wrong address and a wrong password answer alike, in about the same time. */
  async logIn(site: SiteRow, { email, password }: LoginBody, ip: string, browser: Browser) {
    const { db, sessions } = this.ctx;
    const account = await findAccountByEmail(db, site.id, email);
    const valid = await this.lockout.check(account?.user.id, ip, () =>
      account ? verifyPassword(account.user.passwordHash, password) : verifyAgainstDecoy(password),
    );
    if (!account || !valid) throw new AppError('login_failed', 401, 'Login failed, please try again');
    if (account.user.status === 'pending_deletion') throw accountPendingDeletion();
    const sessionToken = await db.transaction((tx) => sessions.start(tx, account.user.id, browser));
    return { user: await loadUser(db, account.user.id), sessionToken };
  }
}
