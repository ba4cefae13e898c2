import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { findFictionalProfile } from './service';

/**
 * The account deletion's erasure (AccountDeletionService.erase: files, then the account and all
 * that hangs off it). That module sits in this one's layer, so app.ts hands it over; `audit`
 * writes this module's entry in the deletion's transaction.
 */
export type EraseAccount = (userId: number, audit: (tx: Tx) => Promise<void>) => Promise<void>;

/** Staff delete a fictional profile for good, as a member's account is deleted: nothing of it stays. */
export class FictionalDeletion {
  constructor(
    private readonly db: Db,
    private readonly erase: EraseAccount,
  ) {}

  /** DELETE /api/admin/fictional/:id */
  async delete(staff: StaffMember, id: number, reason: string): Promise<void> {
    const { account } = await findFictionalProfile(this.db, id);
    await this.erase(id, (tx) =>
      recordAudit(tx, staff, {
        action: 'fictional.delete',
        subjectType: 'member',
        subjectId: id,
        siteId: account.profile.siteId,
        // A character's name is no one's personal data: the trail says which profile went.
        before: { name: account.profile.name, country: account.profile.country },
        after: null,
        reason,
      }),
    );
  }
}
