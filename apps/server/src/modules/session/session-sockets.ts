import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ProcessSignals } from '../../platform/realtime/process-signals';
import { WS_CLOSE_UNAUTHENTICATED } from '../../platform/realtime/socket-route';
import { standingSessions } from './repo';
import { type Ended, endedFor, endedOf, SESSION_CACHE_TTL_MS, SESSIONS_ENDED } from './session-cache';
import type { Member } from './service';

/** What of a WebSocket this needs: closing it with a code the web app knows. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/**
 * The open real-time sockets by the session that opened them. A socket is authenticated once, at
 * its upgrade, so without this a member logged out elsewhere, whose password was changed, whose
 * account was deleted or who was banned would go on receiving messages live on an open page.
 *
 * Whatever ends sessions says so through SessionCache.ended, which reaches every process (Redis
 * with REDIS_URL). The signal goes out before the ending transaction commits, so the sockets it
 * names are checked against the database one cache TTL later, as the cache's own fence waits, and
 * those whose session no longer stands are closed as unauthenticated: the web app reconnects, is
 * refused, and its next call finds the member logged out or banned.
 */
export class SessionSockets {
  private readonly open = new Map<ClosableSocket, Member>();

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    signals: ProcessSignals,
    private readonly delayMs = SESSION_CACHE_TTL_MS,
  ) {
    signals.on(SESSIONS_ENDED, (detail) => this.ended(endedOf(detail)));
  }

  /** Follows a socket opened by `member`'s session; call the answer when it closes. */
  track(socket: ClosableSocket, member: Member): () => void {
    this.open.set(socket, member);
    return () => this.open.delete(socket);
  }

  private ended(what: Ended): void {
    const named = [...this.open].filter(([, member]) => endedFor(what, member));
    if (named.length === 0) return;
    setTimeout(() => void this.closeEnded(named), this.delayMs).unref();
  }

  private async closeEnded(named: [ClosableSocket, Member][]): Promise<void> {
    const standing = await standingSessions(
      this.db,
      [...new Set(named.map(([, member]) => member.sessionId))],
      this.now(),
    ).catch(() => null);
    // The database away: the sockets stay, as the sessions' own lookups would answer nothing either.
    if (!standing) return;
    for (const [socket, member] of named) {
      if (this.open.has(socket) && !standing.has(member.sessionId)) socket.close(WS_CLOSE_UNAUTHENTICATED, 'session ended');
    }
  }
}
