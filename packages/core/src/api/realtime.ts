import { z } from 'zod';
import { ChatMessage } from './chat';
import { Id } from './ids';

/** What a feature tells a member's open pages (issue 5); the server adds its `seq` on the way out. */
export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({ type: z.literal('read'), conversation_id: Id, reader_id: Id }),
  z.object({ type: z.literal('like'), from_id: Id, match: z.boolean() }),
  z.object({ type: z.literal('chat_deleted'), conversation_id: Id }),
  /** A block between the member and `member_id` was lifted: the chat and the lists that left them out come back. */
  z.object({ type: z.literal('unblocked'), member_id: Id }),
  /** The member's own user changed elsewhere (a payment credited, premium granted): reload it. */
  z.object({ type: z.literal('user') }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

/**
 * An event's place among the events one server process published to one member: `stream` names
 * the process (a new one at every start), `n` counts from 1. A member's socket receives the
 * interleaved streams of every process; each stream's numbers follow one another without a hole
 * unless an event was lost on the way (Redis unreachable, a full queue), which is how a page
 * learns it must reload. docs/realtime.md says why the numbers are per process.
 */
export const RealtimeSeq = z.object({ stream: z.string().min(1).max(64), n: z.number().int().min(1) });
export type RealtimeSeq = z.infer<typeof RealtimeSeq>;

/** A RealtimeEvent as the socket carries it. */
export const SequencedEvent = RealtimeEvent.and(z.object({ seq: RealtimeSeq }));
export type SequencedEvent = z.infer<typeof SequencedEvent>;

/**
 * The first frame on every socket: where each stream the server knows of stood for this member
 * when the socket subscribed (its last `n`), so the next event of each is expected at `n + 1` and
 * a stream missing here at 1.
 */
export const RealtimeHello = z.object({
  type: z.literal('hello'),
  streams: z.record(z.string().min(1).max(64), z.number().int().min(1)),
});
export type RealtimeHello = z.infer<typeof RealtimeHello>;

/** What the server pushes over the WebSocket at /api/ws. */
export const RealtimeFrame = z.union([RealtimeHello, SequencedEvent]);
export type RealtimeFrame = z.infer<typeof RealtimeFrame>;
