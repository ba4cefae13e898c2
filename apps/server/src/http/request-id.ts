import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { fromTrustedProxy, type ProxyTrust } from './proxy-trust';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id as proxies make them (UUIDs, trace ids): no spaces or line breaks that would forge log lines. */
const PROXY_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's request ids (the `reqId` of every log line of a request): a trusted proxy's
 * X-Request-Id, so one id follows the request through the proxy's logs and ours, else a UUID,
 * unique across processes. A client past the proxy cannot choose it: it could make its requests
 * look like someone else's in the logs.
 */
export function requestIdOptions(trust: ProxyTrust): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId(raw) {
      const given = raw.headers[REQUEST_ID_HEADER];
      return fromTrustedProxy(trust, raw) && typeof given === 'string' && PROXY_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer names its request, so a member's report or a proxy's log leads to our log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
