import type { ComplaintBody } from '@app/core';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { findAccount, userIsOnSite } from '../users/accounts';
import { insertComplaint } from './repo';

export interface ComplaintRequest {
  site: SiteRow;
  member: Member | null;
  ip: string;
  body: ComplaintBody;
}

export class ComplaintService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * POST /api/complaints.php: stored for the support team, who answer at the reporter's address.
   * The route counts it in RATE_LIMITS (complaints_per_hour).
   */
  async submit({ site, member, ip, body }: ComplaintRequest): Promise<void> {
    const at = this.now();
    // A member is answered at the account's address; a visitor has to leave one.
    const email = member ? (await findAccount(this.db, member.userId))?.user.email : body.email;
    if (!email) throw invalidField('email', 'required');
    if (body.profile_id !== undefined && !(await userIsOnSite(this.db, site.id, body.profile_id))) {
      throw notFound('Member');
    }
    await insertComplaint(this.db, {
      siteId: site.id,
      reporterUserId: member?.userId ?? null,
      reporterEmail: email,
      reporterIp: ip,
      aboutUserId: body.profile_id ?? null,
      reason: body.reason,
      message: body.message,
      createdAt: at,
    });
  }
}
