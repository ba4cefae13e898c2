import type { FastifyInstance } from 'fastify';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClient } from '../platform/realtime/redis-clients';
import { AppError } from './app-error';
import { addRouteHook } from './route-hooks';

/** What a member or visitor does that a limit counts. */
export type RateLimitAction = 'like' | 'conversation' | 'message' | 'complaint' | 'signup' | 'password_reset' | 'page_event';

export interface RateLimitRule {
  action: RateLimitAction;
  /**
   * Whose count: the member's (not counted for visitors), the client address's, or the member's
   * when logged in and else the address's (one count per person, wherever they are).
   */
  per: 'member' | 'address' | 'visitor';
  points: number;
  seconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit, by name (the name starts its counter's key). An honest member stays far below each;
 * the per-address limits are looser than the per-member ones, as several people share an address
 * behind a phone network's or an office's NAT.
 */
export const RATE_LIMITS = {
  likes_per_minute: { action: 'like', per: 'member', points: 30, seconds: MINUTE },
  likes_per_day: { action: 'like', per: 'member', points: 500, seconds: DAY },
  likes_per_address_per_day: { action: 'like', per: 'address', points: 2000, seconds: DAY },
  conversations_per_hour: { action: 'conversation', per: 'member', points: 30, seconds: HOUR },
  conversations_per_day: { action: 'conversation', per: 'member', points: 100, seconds: DAY },
  messages_per_minute: { action: 'message', per: 'member', points: 60, seconds: MINUTE },
  messages_per_day: { action: 'message', per: 'member', points: 1000, seconds: DAY },
  messages_per_address_per_minute: { action: 'message', per: 'address', points: 120, seconds: MINUTE },
  messages_per_address_per_day: { action: 'message', per: 'address', points: 3000, seconds: DAY },
  complaints_per_hour: { action: 'complaint', per: 'visitor', points: 5, seconds: HOUR },
  signups_per_address_per_hour: { action: 'signup', per: 'address', points: 5, seconds: HOUR },
  signups_per_address_per_day: { action: 'signup', per: 'address', points: 20, seconds: DAY },
  password_resets_per_address_per_hour: { action: 'password_reset', per: 'address', points: 10, seconds: HOUR },
  // A tab sends a beacon each time it is hidden; switching tabs quickly is the most an honest visitor does.
  page_events_per_minute: { action: 'page_event', per: 'visitor', points: 30, seconds: MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimitTable = Record<string, RateLimitRule>;

/** Who did it: the member, when logged in, and the client address, when known. */
export interface RateLimitSubject {
  memberId: number | null;
  address: string | null;
}

/** Over a limit: 429 with the time until the oldest count expires, also in Retry-After. */
export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 429, 'You are doing this too often, please try again later.', undefined, {
      minutes: Math.ceil(retryAfterSeconds / MINUTE),
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Each call of the route counts towards this action's limits (RATE_LIMITS), before the handler. */
    rateLimit?: RateLimitAction;
  }
}

/**
 * A loopback address is this machine: a proxy on it that TRUST_PROXY does not name, the demo, the
 * tests. Counting it would count every member as one person, so it is not counted.
 */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function whoseKey(rule: RateLimitRule, { memberId, address }: RateLimitSubject): string | null {
  const byAddress = address && !LOOPBACK.test(address) ? `a${address}` : null;
  if (rule.per === 'member') return memberId === null ? null : `m${memberId}`;
  if (rule.per === 'address') return byAddress;
  return memberId === null ? byAddress : `m${memberId}`;
}

/**
 * The limits' counters (rate-limiter-flexible, docs/decisions.md): in Redis with REDIS_URL, so every
 * process counts the same request once, else in this process's memory (the embedded run is one
 * process). While Redis is unreachable each process counts in its own memory rather than failing
 * the request.
 */
export class RateLimits {
  private readonly limiters: { rule: RateLimitRule; limiter: RateLimiterMemory | RateLimiterRedis }[];

  constructor(table: RateLimitTable, store: { redis: RedisClient; deployment: string } | null) {
    this.limiters = Object.entries(table).map(([name, rule]) => {
      const options: IRateLimiterOptions = { points: rule.points, duration: rule.seconds, keyPrefix: `rate:${name}` };
      const memory = new RateLimiterMemory(options);
      const limiter = store
        ? new RateLimiterRedis({
            ...options,
            // Deployments may share one Redis: the keys start with the deployment's name.
            keyPrefix: `${store.deployment}:rate:${name}`,
            storeClient: store.redis,
            useRedisPackage: true,
            insuranceLimiter: memory,
          })
        : memory;
      return { rule, limiter };
    });
  }

  /** Counts one `action` for the subject; throws RateLimited when any of its limits is used up. */
  async take(action: RateLimitAction, subject: RateLimitSubject): Promise<void> {
    let refusedFor: number | null = null;
    for (const { rule, limiter } of this.limiters) {
      const key = rule.action === action && whoseKey(rule, subject);
      if (!key) continue;
      try {
        await limiter.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        refusedFor = Math.max(refusedFor ?? 0, refusal.msBeforeNext);
      }
    }
    if (refusedFor !== null) throw new RateLimited(Math.max(1, Math.ceil(refusedFor / 1000)));
  }
}

/**
 * Counts the calls of routes that name an action in `config.rateLimit`, once the member is known:
 * a hook on those routes only (registered before them), as most routes count nothing.
 */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits): void {
  app.addHook('onRoute', (route) => {
    const action = route.config?.rateLimit;
    if (!action) return;
    addRouteHook(route, 'preHandler', (request, _reply, done) => {
      limits.take(action, { memberId: request.member?.userId ?? null, address: request.ip }).then(() => done(), done);
    });
  });
}
