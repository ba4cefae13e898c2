import type { ComplaintBody } from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, HOUR_MS } from '../../platform/clock';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { findAccount, userIsOnSite } from '../users/accounts';
import { countComplaintsSince, insertComplaint } from './repo';

/** Enough for any honest reporter; keeps one visitor from flooding the support team. */
const COMPLAINTS_PER_HOUR = 5;

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

  /** POST /api/complaints.php: stored for the support team, who answer at the reporter's address. */
  async submit({ site, member, ip, body }: ComplaintRequest): Promise<void> {
    const at = this.now();
    const reporter = member ? { userId: member.userId } : { ip };
    if ((await countComplaintsSince(this.db, reporter, addMs(at, -HOUR_MS))) >= COMPLAINTS_PER_HOUR) {
      throw new AppError('too_many_requests', 429, 'Too many complaints sent, please try again later.');
    }
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
