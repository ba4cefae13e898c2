import { type DiscountCode, REACTIVATION_DAYS, RETENTION_CODE_DAYS } from '@app/core';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { addMs, DAY_MS } from '../../platform/clock';
import type { JobPayload } from '../../platform/jobs/job-runner';
import { cancelJobs, scheduleJob } from '../../platform/jobs/schedule';
import type { ObjectStore } from '../../platform/storage/object-store';
import { deleteUserFiles } from '../../platform/storage/user-files';
import { discountCodeView } from '../discounts/code-view';
import { issuePersonalCode } from '../discounts/personal-codes';
import { lockMember } from '../members/member-lock';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import type { Lockout } from '../login/lockout';
import { accountIfPassword } from '../login/member-password';
import type { AccountContext } from '../users/account-context';
import { consumeLink, issueLink } from '../users/email-tokens';
import { type Account, findAccount, updateProfile, updateUser } from '../users/accounts';
import { toUser } from '../users/user-view';
import { deleteAccountRow, findDeleteDiscount, findRetentionCode, saveRetentionOffer } from './repo';

export const DELETE_ACCOUNT_JOB = 'delete_account';
const DeleteAccountPayload = z.object({ userId: z.number().int() });

const RETENTION_MS = REACTIVATION_DAYS * DAY_MS;
/** The retention code's text starts with this, so support staff see at once what it was for. */
const RETENTION_CODE_PREFIX = 'STAY';

export interface DeletionRequest {
  member: Member;
  site: SiteRow;
  password: string;
  ip: string;
  origin: string;
}

export class AccountDeletionService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lockout: Lockout,
    /** Where the member's files (photos) are kept. */
    private readonly files: ObjectStore,
    /** Called once a member is hidden from every list, for what keeps lists to say so at once. */
    private readonly hidden: () => void,
  ) {}

  /**
   * DELETE /api/user.php: the account goes into pending deletion at once (hidden, logged out
   * everywhere) and is really deleted by a job after REACTIVATION_DAYS unless the mailed link
   * brings it back first. The password is counted like a login.
   */
  async requestDeletion({ member, site, password, ip, origin }: DeletionRequest): Promise<void> {
    const { db, now, sessions, mail, log } = this.ctx;
    const account = await accountIfPassword(db, this.lockout, { member, password, ip });
    if (!account) throw new AppError('wrong_password', 400, 'The password is not correct.');
    const at = now();
    const link = await db.transaction(async (tx) => {
      await updateUser(tx, member.userId, { status: 'pending_deletion', deletionRequestedAt: at });
      await updateProfile(tx, member.userId, { status: 'disabled' });
      await sessions.endAll(tx, member.userId);
      await scheduleJob(tx, DELETE_ACCOUNT_JOB, { userId: member.userId }, addMs(at, RETENTION_MS));
      return issueLink(tx, { userId: member.userId, purpose: 'reactivation', origin, now: at });
    });
    this.hidden();
    const user = toUser(account);
    // The deletion stands either way; a lost mail is logged rather than reported as a failed deletion.
    await mail
      .send({
        kind: 'account_deleted',
        to: user.email,
        locale: user.language,
        site,
        values: { name: user.profile.name, link, days: REACTIVATION_DAYS },
      })
      .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'account-deleted mail failed'));
  }

  /**
   * POST /api/retention-code.php: the member takes the offer to stay (the company's
   * delete_discount) and gets a personal code, valid for RETENTION_CODE_DAYS and once; taking the
   * offer again answers the same code, expired or used as it may be by then.
   */
  async takeRetentionOffer(member: Member, site: SiteRow): Promise<DiscountCode> {
    const { db, now } = this.ctx;
    const at = now();
    const code = await db.transaction(async (tx) => {
      // Two clicks at once: the second waits here and then finds the first one's code.
      await lockMember(tx, member.userId);
      const taken = await findRetentionCode(tx, member.userId);
      if (taken) return taken;
      const percentage = await findDeleteDiscount(tx, site.companyId);
      if (percentage === 0) throw notFound('Retention offer');
      const issued = await issuePersonalCode(tx, {
        siteId: site.id,
        userId: member.userId,
        prefix: RETENTION_CODE_PREFIX,
        percentage,
        expiresAt: addMs(at, RETENTION_CODE_DAYS * DAY_MS),
      });
      await saveRetentionOffer(tx, member.userId, issued.id);
      return issued;
    });
    const expired = code.status !== 'active' || (code.expiresAt !== null && code.expiresAt <= at);
    return discountCodeView(code, { expiresAt: code.expiresAt, expired });
  }

  /**
   * GET /api/reactivate.php: undoes a pending deletion in time; false for a dead link. Like the
   * activation link it logs no browser in: a member could delete their own account and plant its
   * link on another site, logging every visitor who follows it into their account.
   */
  async reactivate(token: string, site: SiteRow): Promise<boolean> {
    const { db, now } = this.ctx;
    const at = now();
    return db.transaction(async (tx) => {
      const link = await consumeLink(tx, { purpose: 'reactivation', token, siteId: site.id, now: at });
      const account = link && (await findAccount(tx, link.userId));
      const { deletionRequestedAt, emailConfirmedAt } = account?.user ?? {};
      if (!account || account.user.status !== 'pending_deletion' || !deletionRequestedAt) return false;
      if (addMs(deletionRequestedAt, RETENTION_MS) <= at) return false;
      const userId = account.user.id;
      await updateUser(tx, userId, {
        status: emailConfirmedAt ? 'confirmed' : 'not_confirmed',
        deletionRequestedAt: null,
      });
      await updateProfile(tx, userId, { status: emailConfirmedAt ? 'active' : 'disabled' });
      await cancelJobs(tx, DELETE_ACCOUNT_JOB, { userId });
      return true;
    });
  }

  /** The 'delete_account' job: deletes the member for good once the reactivation days are over. */
  async deleteExpiredAccount(payload: JobPayload): Promise<void> {
    const { db, now } = this.ctx;
    const { userId } = DeleteAccountPayload.parse(payload);
    const account = await findAccount(db, userId);
    const requestedAt = account?.user.status === 'pending_deletion' ? account.user.deletionRequestedAt : null;
    // Reactivated (or already gone): nothing to delete. A later deletion request has its own job.
    if (!requestedAt || addMs(requestedAt, RETENTION_MS) > now()) return;
    // Files first: if this fails the job retries, and it still finds the member to delete.
    await deleteUserFiles(this.files, userId);
    await db.transaction((tx) => deleteAccountRow(tx, userId, { onlyPending: true }));
  }

  /**
   * POST /api/admin/members/:id/deletion: the deletion a member's own request ends in, now and
   * without the days to reactivate: photos and files, then the account and all that hangs off it
   * (deleteAccountRow says what stays, without the member).
   */
  async deleteByStaff(staff: StaffMember, memberId: number, reason: string): Promise<void> {
    await this.erase(memberId, (tx, account) =>
      recordAudit(tx, staff, {
        action: 'member.delete',
        subjectType: 'member',
        subjectId: memberId,
        siteId: account.user.siteId,
        // Not the address or the name: the audit log outlives the member, and the deletion is of those.
        before: { status: account.user.status, credits: account.user.credits },
        after: null,
        reason,
      }),
    );
  }

  /**
   * Deletes an account now: files, then the account and all that hangs off it. `audit` writes the
   * staff action's entry in the deletion's transaction; the back office's member deletion and a
   * fictional profile's deletion (wired in app.ts) each say what they did.
   */
  async erase(memberId: number, audit: (tx: Tx, account: Account) => Promise<void>): Promise<void> {
    const { db } = this.ctx;
    const account = await findAccount(db, memberId);
    if (!account) throw notFound('Member');
    // Files first, as the job does: should this fail, the member is still there to delete again.
    await deleteUserFiles(this.files, memberId);
    await db.transaction(async (tx) => {
      // The rows go with the account anyway; ending them first tells every process's session cache.
      await this.ctx.sessions.endAll(tx, memberId);
      await deleteAccountRow(tx, memberId, { onlyPending: false });
      await cancelJobs(tx, DELETE_ACCOUNT_JOB, { userId: memberId });
      await audit(tx, account);
    });
  }
}
