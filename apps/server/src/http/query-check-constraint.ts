import type { FastifyInstance } from 'fastify';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];

/**
 * Calls in SPEC §7's style pick a variant by query (`POST /api/signup.php?check=email`,
 * `POST /api/user.php?push=1`). As a router constraint each variant is a route of its own, with its
 * own body and response schemas; a request without the key goes to the route that has no such
 * constraint.
 */
function queryKeyConstraint(key: string): ConstraintStrategy {
  return {
    name: key,
    storage() {
      const handlers = new Map<unknown, unknown>();
      return {
        get: (value) => (handlers.get(value) ?? null) as never,
        set: (value, handler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint(request) {
      const query = request.url?.split('?')[1];
      return (query && new URLSearchParams(query).get(key)) || undefined;
    },
    validate(value) {
      if (typeof value !== 'string') throw new Error(`The ${key} constraint is a string, e.g. ${key}: "1".`);
    },
    mustMatchWhenDerived: false,
  };
}

export const queryCheckConstraint = queryKeyConstraint('check');
export const queryPushConstraint = queryKeyConstraint('push');
