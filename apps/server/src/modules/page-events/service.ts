import type { PageHiddenBody } from '@app/core';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type Clock, MINUTE_MS } from '../../platform/clock';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { insertPageEvent } from './repo';
import { WindowLimiter } from './window-limiter';

/**
 * A tab sends one beacon each time it is hidden; switching tabs back and forth quickly is the most
 * an honest visitor does, so a minute holds far fewer than this.
 */
const BEACONS_PER_MINUTE = 30;

export interface PageHiddenRequest {
  site: SiteRow;
  member: Member | null;
  ip: string;
  body: PageHiddenBody;
}

export class PageEventService {
  private readonly limiter: WindowLimiter;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.limiter = new WindowLimiter(BEACONS_PER_MINUTE, MINUTE_MS, now);
  }

  /**
   * POST /api/page-hidden.php (SPEC §4, §7): the page was hidden; with `bounce` the visitor left
   * a page-bounce-logged landing (the `lb` key) without going further into the site.
   */
  async pageHidden({ site, member, ip, body }: PageHiddenRequest): Promise<void> {
    // A member is counted as one wherever they are; visitors by address.
    if (!this.limiter.take(member ? `member:${member.userId}` : `ip:${ip}`)) {
      throw new AppError('too_many_requests', 429, 'Too many page events, please slow down.');
    }
    await insertPageEvent(this.db, {
      siteId: site.id,
      userId: member?.userId ?? null,
      kind: body?.bounce ? 'bounce' : 'hidden',
      path: body?.path || null,
      createdAt: this.now(),
    });
  }
}
