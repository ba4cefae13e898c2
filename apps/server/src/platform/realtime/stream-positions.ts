/**
 * The last number seen per member and stream (RealtimeSeq): this process's own stream, which it
 * numbers, and the streams of the other processes, read off their events as they pass. A socket
 * that subscribes starts from here (RealtimeHello).
 *
 * Bounded: the members least recently given an event are forgotten beyond `capacity`. Forgetting
 * errs on the safe side: the own stream starts that member again at 1, and a page that expected
 * more reloads; a page that subscribes after another stream was forgotten reloads at that
 * stream's next event.
 */
export class StreamPositions {
  private readonly byUser = new Map<number, Map<string, number>>();

  constructor(private readonly capacity = 100_000) {}

  /** The next number of `stream` for the member, taken. */
  next(userId: number, stream: string): number {
    const n = (this.byUser.get(userId)?.get(stream) ?? 0) + 1;
    this.record(userId, stream, n);
    return n;
  }

  record(userId: number, stream: string, n: number): void {
    const streams = this.byUser.get(userId) ?? new Map<string, number>();
    // Re-inserted, so the Map's order is least recently used first.
    this.byUser.delete(userId);
    this.byUser.set(userId, streams.set(stream, n));
    if (this.byUser.size > this.capacity) this.byUser.delete(this.byUser.keys().next().value!);
  }

  /** The member's streams and the last number of each. */
  of(userId: number): Record<string, number> {
    return Object.fromEntries(this.byUser.get(userId) ?? []);
  }
}
