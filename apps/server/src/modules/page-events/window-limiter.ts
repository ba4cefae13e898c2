import type { Clock } from '../../platform/clock';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * At most `limit` events per key in each window of `windowMs`, counted in this process's memory.
 * Good enough for traffic statistics, where a query per beacon to count would cost more than the
 * row it protects; behind several processes each counts on its own, so the real cap is a multiple.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: Clock,
    /** Past this many keys the expired ones are swept, so the map cannot grow without end. */
    private readonly sweepAt = 10_000,
  ) {}

  /** Counts one event for the key; false when the key has used up its window. */
  take(key: string): boolean {
    const at = this.now().getTime();
    const current = this.windows.get(key);
    if (!current || at - current.startedAt >= this.windowMs) {
      if (this.windows.size >= this.sweepAt) this.sweep(at);
      this.windows.set(key, { startedAt: at, count: 1 });
      return true;
    }
    if (current.count >= this.limit) return false;
    current.count += 1;
    return true;
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) {
      if (at - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
