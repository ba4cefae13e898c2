import type { FastifyReply } from 'fastify';
import { JSON_CONTENT_TYPE } from './json-text';

/** The bytes the route's own serialiser (its response schema) writes for `value`. */
export function serializedBody(reply: FastifyReply, value: unknown): Buffer {
  const json = reply.serialize(value);
  return typeof json === 'string' ? Buffer.from(json) : Buffer.from(new Uint8Array(json));
}

/**
 * Answers many requests share (a site's settings for one kind of visitor, its interests), written
 * once per value by the route's own serialiser (its response schema) and then sent as those bytes:
 * writing settings.php's 3 kB on every request was a third of its own time (issue 20). Keyed by the
 * value's identity, so the bytes live as long as whoever caches the value keeps it; the value must
 * not change once written.
 */
export class SerializedBodies<Value extends object> {
  private readonly bodies = new WeakMap<Value, Buffer>();

  /** Sends the JSON of the route's answer for `value`, `answer(value)`: return what it returns from the handler. */
  send(reply: FastifyReply, value: Value, answer: (value: Value) => unknown): FastifyReply {
    let body = this.bodies.get(value);
    if (!body) {
      body = serializedBody(reply, answer(value));
      this.bodies.set(value, body);
    }
    return reply.type(JSON_CONTENT_TYPE).send(body);
  }
}
