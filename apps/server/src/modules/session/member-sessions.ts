import type { Db } from '../../db/client';
import { listSessionsOf } from './repo';

/** How many of a member's sessions the back office shows. */
const RECENT_SESSIONS = 20;

/** A member's recent sessions (devices, addresses, browsers), the newest first, for staff. */
export function recentSessionsOf(db: Db, userId: number) {
  return listSessionsOf(db, userId, RECENT_SESSIONS);
}
