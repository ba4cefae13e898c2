import type { PageHiddenBody } from '@app/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { insertPageEvent } from './repo';

export interface PageHiddenRequest {
  site: SiteRow;
  member: Member | null;
  body: PageHiddenBody;
}

export class PageEventService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * POST /api/page-hidden.php (SPEC §4, §7): the page was hidden; with `bounce` the visitor left
   * a page-bounce-logged landing (the `lb` key) without going further into the site. The route
   * counts it in RATE_LIMITS (page_events_per_minute).
   */
  async pageHidden({ site, member, body }: PageHiddenRequest): Promise<void> {
    await insertPageEvent(this.db, {
      siteId: site.id,
      userId: member?.userId ?? null,
      kind: body?.bounce ? 'bounce' : 'hidden',
      path: body?.path || null,
      createdAt: this.now(),
    });
  }
}
