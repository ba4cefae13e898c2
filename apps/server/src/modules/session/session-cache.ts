import type { ProcessSignals } from '../../platform/realtime/process-signals';
import type { Member } from './service';

/** How long a resolved session is reused without asking the database; also a change's fence. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** The process signal every process's cache listens to; its detail names what ended. */
export const SESSIONS_ENDED = 'sessions-ended';

/** What ended: one session, every session of a member, or any session (a ban can name a device or an address). */
export type Ended = { sessionId: number } | { userId: number } | 'all';

/** What a SESSIONS_ENDED signal's detail names. */
export const endedOf = (detail: string | undefined): Ended => (detail === undefined ? 'all' : (JSON.parse(detail) as Ended));

/** Whether a member's session is among what ended. */
export const endedFor = (what: Ended, member: Member): boolean =>
  what === 'all' || ('sessionId' in what ? member.sessionId === what.sessionId : member.userId === what.userId);

interface Entry {
  member: Member;
  /** performance.now() after which the entry is read again. */
  staleAt: number;
  /** The session's own end, by the app's clock. */
  expiresAt: Date;
}

/**
 * Members' sessions as the database last answered, for a few seconds, so that a member's burst of
 * requests costs one session query rather than one each (issue 20). Keyed by the cookie's token with
 * the device cookie and the address, since a ban on either ends a session too. The token itself,
 * not its hash: the hash is what the database keeps, so that its rows are no cookies; this memory
 * holds each request's cookie anyway, and hashing it cost a cached request half a microsecond.
 *
 * Whatever ends sessions says so through `ended` (logout, a password change, account deletion, a
 * ban), which reaches every process of the deployment through the process signals (Redis pub/sub
 * with REDIS_URL). Ending is usually written in a transaction not yet committed when the signal
 * goes out, so for one TTL afterwards a lookup of what ended is not kept (the fence): a lookup that
 * started before the commit could still see the session. A signal lost while Redis is away is
 * covered by the process signals' "everything" call on reconnecting, and at worst by the TTL.
 * docs/session-cache.md tells the whole story.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** performance.now() until which lookups started earlier are not kept: per 's<session>', 'u<member>', and for all. */
  private readonly fences = new Map<string, number>();
  private fenceAll = 0;

  constructor(
    private readonly signals: ProcessSignals,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {
    signals.on(SESSIONS_ENDED, (detail) => this.forget(endedOf(detail)));
  }

  static key(token: string, deviceId: string, ip: string): string {
    return `${token} ${deviceId} ${ip}`;
  }

  /** The member of a cached session still valid at `now` (the app's clock). */
  get(key: string, now: Date): Member | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.staleAt > performance.now() && entry.expiresAt > now) return entry.member;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a lookup's answer unless something it names ended after `startedAt` (performance.now() before the query). */
  put(key: string, member: Member, expiresAt: Date, startedAt: number): void {
    const fence = Math.max(this.fenceAll, this.fences.get(`s${member.sessionId}`) ?? 0, this.fences.get(`u${member.userId}`) ?? 0);
    if (startedAt <= fence) return;
    // The oldest entry makes room: Map keeps insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { member, staleAt: performance.now() + this.ttlMs, expiresAt });
  }

  /** Every process forgets what ended (this one at once), and keeps no lookup of it for one TTL. */
  ended(what: Ended): void {
    this.signals.send(SESSIONS_ENDED, what === 'all' ? undefined : JSON.stringify(what));
  }

  private forget(what: Ended): void {
    const now = performance.now();
    const until = now + this.ttlMs;
    for (const [name, end] of this.fences) if (end < now) this.fences.delete(name);
    if (what === 'all') {
      this.fenceAll = until;
      this.entries.clear();
      return;
    }
    const named = 'sessionId' in what ? `s${what.sessionId}` : `u${what.userId}`;
    this.fences.set(named, until);
    for (const [key, { member }] of this.entries) if (endedFor(what, member)) this.entries.delete(key);
  }
}
