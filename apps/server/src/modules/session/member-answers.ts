import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_CONTENT_TYPE, type JsonText, sendJsonText } from '../../http/json-text';
import { routeChangesState } from '../../http/request-type-guard';
import { addRouteHook } from '../../http/route-hooks';
import { serializedBody } from '../../http/serialized-body';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { ProcessSignals } from '../../platform/realtime/process-signals';

/** How long an answer is sent again without asking the database: what someone else changes shows at most this late. */
export const MEMBER_ANSWERS_TTL_MS = 5_000;
/** What all members' kept answers may weigh together; past it the members longest kept make room. */
const MAX_BYTES = 32 * 1024 * 1024;
/** The process signal every process's answers listen to; its detail lists the members whose answers changed. */
export const MEMBER_ANSWERS_CHANGED = 'member-answers-changed';

/** The operators' chats as fictional members: each message reaches its member as an event already. */
const OPERATOR_CHAT_ROUTES = '/api/admin/operator/';

interface Answer {
  body: Buffer;
  /** performance.now() after which the answer is read again. */
  staleAt: number;
}

/**
 * A member's own answers to the reads they repeat most (user.php, their lists), sent again for a
 * few seconds instead of read again for every request of a burst: the page, its tabs and its
 * periodic refresh ask the same questions. Issue 20 measured a database round trip at about 35 µs
 * of this server's CPU, more than everything else such a request costs; docs/member-answers.md
 * tells the whole story.
 *
 * The member sees their own changes at once: every state-changing request of theirs drops their
 * answers in every process as its answer leaves (onSend). What others change reaches a member
 * through a real-time event, and every event a member is sent drops their answers the same way
 * (`following`); a block, which the blocked member is not told of, says so itself (`changed`).
 * Anything else (an operator's edit) shows within the TTL. A lookup that started before a change
 * reached this process is not kept, as it may have read what was there before (the fence).
 */
export class MemberAnswers {
  /** Per member, their answers by site and URL; Map order is the order members were last kept. */
  private readonly members = new Map<number, Map<string, Answer>>();
  /** performance.now() of the last change per member, kept one TTL; and of the last "anything may have changed". */
  private readonly changedAt = new Map<number, number>();
  private allChangedAt = 0;
  private bytes = 0;
  /** The members whose answers this task changed, not yet signalled. */
  private pending: Set<number> | 'all' | null = null;

  constructor(
    private readonly signals: ProcessSignals,
    private readonly ttlMs = MEMBER_ANSWERS_TTL_MS,
    private readonly maxBytes = MAX_BYTES,
  ) {
    signals.on(MEMBER_ANSWERS_CHANGED, (detail) => this.forget(detail === undefined ? 'all' : detail.split(',').map(Number)));
  }

  /**
   * Drops a member's answers whenever they change something themselves, and everyone's whenever
   * the back office changes something: a ban, a moderation or an account's credits.
   */
  register(app: FastifyInstance): void {
    // On the routes that change state only, so a read pays nothing for it (issue 20).
    app.addHook('onRoute', (route) => {
      if (!routeChangesState(route)) return;
      const staffChangesAll = !route.url.startsWith(OPERATOR_CHAT_ROUTES);
      // Not async: nothing waits. onSend runs after the handler's transaction, before the answer leaves.
      addRouteHook(route, 'onSend', (request, _reply, payload, done) => {
        if (request.member) this.changed([request.member.userId]);
        else if (request.staff && staffChangesAll) this.changedAll();
        done(null, payload);
      });
    });
  }

  /** The bus, dropping the answers of every member an event is published to. */
  following(bus: RealtimeBus): RealtimeBus {
    return {
      publish: (userIds, event) => {
        this.changed(userIds);
        bus.publish(userIds, event);
      },
      subscribe: (userId, listener) => bus.subscribe(userId, listener),
      close: () => bus.close(),
    };
  }

  /**
   * Every process drops every member's answers (this one before its next request): for a change
   * that shows in others' lists and must show at once, such as a member banned or hidden.
   */
  changedAll(): void {
    this.schedule('all');
  }

  /** Every process drops these members' answers (this one before its next request). */
  changed(userIds: readonly number[]): void {
    if (userIds.length > 0) this.schedule(userIds);
  }

  /**
   * One signal for what one task changed: a message's event and its sender's own request would
   * otherwise each cross Redis. Sent in a microtask, so before this process takes its next request.
   */
  private schedule(userIds: readonly number[] | 'all'): void {
    if (this.pending === null) {
      this.pending = new Set();
      queueMicrotask(() => {
        const pending = this.pending!;
        this.pending = null;
        this.signals.send(MEMBER_ANSWERS_CHANGED, pending === 'all' ? undefined : [...pending].join(','));
      });
    }
    if (userIds === 'all') this.pending = 'all';
    else if (this.pending !== 'all') for (const userId of userIds) this.pending.add(userId);
  }

  /**
   * Sends the member's kept answer to this request, else `answer()`'s (a value for the route's
   * response schema, or JSON text), keeping it. A visitor's answer is not kept.
   */
  async send(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<JsonText | object>): Promise<FastifyReply> {
    const userId = request.member?.userId;
    if (userId === undefined) {
      const value = await answer();
      return typeof value === 'string' ? sendJsonText(reply, value) : reply.send(value);
    }
    const key = `${request.site.id} ${request.url}`;
    const kept = this.members.get(userId)?.get(key);
    if (kept && kept.staleAt > performance.now()) return reply.type(JSON_CONTENT_TYPE).send(kept.body);
    const startedAt = performance.now();
    const value = await answer();
    const body = typeof value === 'string' ? Buffer.from(value) : serializedBody(reply, value);
    this.keep(userId, key, body, startedAt);
    return reply.type(JSON_CONTENT_TYPE).send(body);
  }

  private keep(userId: number, key: string, body: Buffer, startedAt: number): void {
    const now = performance.now();
    if (startedAt <= this.allChangedAt || startedAt <= (this.changedAt.get(userId) ?? 0) || now - startedAt > this.ttlMs) return;
    const answers = this.members.get(userId) ?? new Map<string, Answer>();
    this.bytes += body.length - (answers.get(key)?.body.length ?? 0);
    answers.set(key, { body, staleAt: now + this.ttlMs });
    // Last kept goes last, so the members first in the Map make room.
    this.members.delete(userId);
    this.members.set(userId, answers);
    for (const [oldest, theirs] of this.members) {
      if (this.bytes <= this.maxBytes || oldest === userId) break;
      this.drop(oldest, theirs);
    }
  }

  private forget(userIds: number[] | 'all'): void {
    const now = performance.now();
    if (userIds === 'all') {
      this.allChangedAt = now;
      this.changedAt.clear();
      this.members.clear();
      this.bytes = 0;
      return;
    }
    // A lookup older than the TTL is not kept anyway, so older changes need no fence; the Map is in
    // the order of the changes, so the stale ones are at its start.
    for (const [userId, at] of this.changedAt) {
      if (now - at <= this.ttlMs) break;
      this.changedAt.delete(userId);
    }
    for (const userId of userIds) {
      this.changedAt.delete(userId);
      this.changedAt.set(userId, now);
      const answers = this.members.get(userId);
      if (answers) this.drop(userId, answers);
    }
  }

  private drop(userId: number, answers: Map<string, Answer>): void {
    for (const { body } of answers.values()) this.bytes -= body.length;
    this.members.delete(userId);
  }
}
