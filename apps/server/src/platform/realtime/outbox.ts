export interface OutboxOptions<T> {
  /** Items held at most; beyond it the oldest is dropped. */
  capacity: number;
  /** Items handed to `send` at once. */
  batchSize: number;
  /** Delivers a batch; it settles when the batch is done with and never rejects (its failures are its own to count). */
  send: (batch: T[]) => Promise<void>;
  /** Called at each drop with the number dropped since the start. */
  onDrop: (dropped: number) => void;
}

/**
 * A bounded first-in first-out queue, drained by one `send` at a time. Pushing never waits, so
 * whoever pushes (a request) never waits for the far side; when the far side is slow or away the
 * queue fills and then gives up its oldest items, which are the likeliest to be stale by the time
 * they could go out.
 */
export class Outbox<T> {
  private items: T[] = [];
  private draining: Promise<void> | null = null;
  private dropped = 0;

  constructor(private readonly options: OutboxOptions<T>) {}

  push(item: T): void {
    this.items.push(item);
    if (this.items.length > this.options.capacity) {
      this.items.shift();
      this.options.onDrop(++this.dropped);
    }
    this.draining ??= this.drain();
  }

  /** Settles once everything pushed so far has been sent or dropped. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.items.length > 0) await this.options.send(this.items.splice(0, this.options.batchSize));
    this.draining = null;
  }
}
