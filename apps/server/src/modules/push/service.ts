import type { PushSubscribeBody } from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { Member } from '../session/service';
import { deleteSubscription, trimSubscriptions, upsertSubscription } from './repo';

/** A member rarely uses more browsers than this; beyond it the longest-unseen subscription goes. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;
const USER_AGENT_MAX = 500;

export class PushSubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * POST /api/user.php?push=1 (SPEC §7): remembers this browser's subscription for the member, or
   * with `subscription: null` forgets the given endpoint.
   */
  async subscribe(member: Member, body: PushSubscribeBody, userAgent: string | undefined): Promise<void> {
    const { subscription } = body;
    if (!subscription) {
      if (!body.endpoint) throw invalidField('endpoint', 'required');
      await deleteSubscription(this.db, member.userId, body.endpoint);
      return;
    }
    // Push services speak HTTPS only (RFC 8030); anything else could never receive a notification.
    if (new URL(subscription.endpoint).protocol !== 'https:') throw invalidField('subscription.endpoint', 'invalid');
    await this.db.transaction(async (tx) => {
      const browser = userAgent?.slice(0, USER_AGENT_MAX) ?? null;
      if (!(await upsertSubscription(tx, member.userId, subscription, browser, this.now()))) {
        throw new AppError('forbidden', 403, 'This push subscription belongs to another browser.');
      }
      await trimSubscriptions(tx, member.userId, MAX_SUBSCRIPTIONS_PER_MEMBER);
    });
  }
}
