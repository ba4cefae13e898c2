import { randomBytes } from 'node:crypto';
import type { RealtimeEvent, RealtimeFrame } from '@app/core';
import { StreamPositions } from './stream-positions';

/** Gets each frame, and its JSON text for a socket (made once per member, however many sockets they have). */
export type RealtimeListener = (frame: RealtimeFrame, text: string) => void;

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
    const hello: RealtimeFrame = { type: 'hello', streams: this.positions.of(userId) };
    this.call(listener, hello, JSON.stringify(hello));
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /**
   * An event of this process: numbered and delivered here. Answers its numbers and its JSON text
   * for the other processes.
   */
  publish(userIds: readonly number[], event: RealtimeEvent): { numbers: StreamNumbers; json: string } {
    const numbers: StreamNumbers = [...new Set(userIds)].map((userId) => [userId, this.positions.next(userId, this.stream)]);
    const json = JSON.stringify(event);
    this.deliver(this.stream, numbers, event, json);
    return { numbers, json };
  }

  /**
   * An event another process published and numbered, as its JSON text: its numbers are recorded
   * for every member, for the hello of a socket opened later, but the text is read only when a
   * member it is for has a socket here (issue 22: with two processes, half the events or more).
   */
  receive(stream: string, numbers: StreamNumbers, json: string): void {
    for (const [userId, n] of numbers) this.positions.record(userId, stream, n);
    if (numbers.some(([userId]) => this.listeners.has(userId))) this.deliver(stream, numbers, JSON.parse(json) as RealtimeEvent, json);
  }

  private deliver(stream: string, numbers: StreamNumbers, event: RealtimeEvent, json: string): void {
    // Each member's frame differs only in its number, added to the event's text as
    // JSON.stringify({ ...event, seq }) would write it.
    const fields = json.slice(0, -1);
    const streamText = JSON.stringify(stream);
    for (const [userId, n] of numbers) {
      const listeners = this.listeners.get(userId);
      if (!listeners) continue;
      const frame: RealtimeFrame = { ...event, seq: { stream, n } };
      const text = `${fields},"seq":{"stream":${streamText},"n":${n}}}`;
      for (const listener of listeners) this.call(listener, frame, text);
    }
  }

  private call(listener: RealtimeListener, frame: RealtimeFrame, text: string): void {
    try {
      listener(frame, text);
    } catch (error) {
      this.onError(error);
    }
  }
}
