import { and, Column, eq, is, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, likes, swipePasses } from '../../db/schema';

/**
 * SQL conditions on a member column shared by every list of members (search, match finder, swipe,
 * likes, chats). NOT EXISTS keeps them anti-joins the planner handles well, whatever the list's own index.
 */

/**
 * Neither has blocked the other (SPEC §6); `viewerId` is a column too for lists of pairs (chats),
 * or a prepared statement's placeholder.
 */
export function notBlockedWith(viewerId: number | AnyPgColumn | Placeholder, memberId: AnyPgColumn): SQL {
  if (is(viewerId, Column)) {
    return sql`not exists (select 1 from ${blocks} where ${or(
      and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, memberId)),
      and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, viewerId)),
    )})`;
  }
  // One viewer: their few blocks are read once per statement (a hashed subplan) rather than
  // looked up for every member the list reads (issue 20: a tenth of search.php's database time).
  return sql`${memberId} not in (select ${blocks.blockedId} from ${blocks} where ${eq(blocks.blockerId, viewerId)} union all select ${blocks.blockerId} from ${blocks} where ${eq(blocks.blockedId, viewerId)})`;
}

/** The viewer has not liked the member. */
export function notLikedBy(viewerId: number, memberId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${likes} where ${and(eq(likes.fromUserId, viewerId), eq(likes.toUserId, memberId))})`;
}

/** The viewer has not swiped the member away. */
export function notPassedBy(viewerId: number, memberId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${swipePasses} where ${and(
    eq(swipePasses.fromUserId, viewerId),
    eq(swipePasses.toUserId, memberId),
  )})`;
}
