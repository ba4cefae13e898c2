import { randomBytes } from 'node:crypto';
import type { RealtimeEvent, RealtimeFrame } from '@app/core';
import { StreamPositions } from './stream-positions';

export type RealtimeListener = (frame: RealtimeFrame) => void;

/** An event's numbers, by member: [userId, n] in its stream. */
export type StreamNumbers = [userId: number, n: number][];

/**
 * The sockets of this process, by member, and the numbering of what reaches them: this process's
 * own events are numbered in its stream and delivered here at once; other processes' events come
 * numbered in theirs.
 */
export class LocalDelivery {
  /** This process's stream: new at every start, so numbers never repeat within one. */
  readonly stream = randomBytes(6).toString('base64url');
  private readonly listeners = new Map<number, Set<RealtimeListener>>();
  private readonly positions = new StreamPositions();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Starts with the hello frame, before any event can reach the listener. Answers the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    this.call(listener, { type: 'hello', streams: this.positions.of(userId) });
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** An event of this process: numbered, delivered here, and its numbers answered for the other processes. */
  publish(userIds: readonly number[], event: RealtimeEvent): StreamNumbers {
    const numbers: StreamNumbers = [...new Set(userIds)].map((userId) => [userId, this.positions.next(userId, this.stream)]);
    this.deliver(this.stream, numbers, event);
    return numbers;
  }

  /** An event another process published and numbered. */
  receive(stream: string, numbers: StreamNumbers, event: RealtimeEvent): void {
    for (const [userId, n] of numbers) this.positions.record(userId, stream, n);
    this.deliver(stream, numbers, event);
  }

  private deliver(stream: string, numbers: StreamNumbers, event: RealtimeEvent): void {
    for (const [userId, n] of numbers) {
      const frame: RealtimeFrame = { ...event, seq: { stream, n } };
      for (const listener of this.listeners.get(userId) ?? []) this.call(listener, frame);
    }
  }

  private call(listener: RealtimeListener, frame: RealtimeFrame): void {
    try {
      listener(frame);
    } catch (error) {
      this.onError(error);
    }
  }
}
