import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the request reached us through a proxy TRUST_PROXY names, so its headers may be believed. */
    viaTrustedProxy: boolean;
  }
}

/** TRUST_PROXY as configured: no proxy, how many proxies stand in front of the server, or their addresses. */
export type ProxySetting = false | number | readonly string[];

/** Whether to believe the proxy at `hop` (0 is the peer of our socket): Fastify's trustProxy function. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

const REFUSED_TRUE =
  'TRUST_PROXY=true would believe every X-Forwarded-For address a client makes up; give the number of ' +
  'proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2 or 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY's text: `false` (the default), a hop count, or a comma-separated list of addresses,
 * CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal), as Fastify's option takes
 * them. `true` is refused: it trusted every hop, so a client chose its own IP and escaped the
 * per-IP login limit by writing a new X-Forwarded-For each time.
 */
export const ProxySettingText = z
  .string()
  .trim()
  .default('false')
  .transform((text, ctx): ProxySetting => {
    if (text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.issues.push({ code: 'custom', message: REFUSED_TRUE, input: text });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(',').map((address) => address.trim());
    try {
      proxyAddr.compile(addresses);
    } catch (error) {
      ctx.issues.push({
        code: 'custom',
        message: `${(error as Error).message}: give the number of proxies (e.g. 1) or their addresses/CIDR ranges, comma-separated`,
        input: text,
      });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * Fastify 5.12 ignores a numeric trustProxy (it cannot tell the proxy from a client that reaches
 * the server directly), which would quietly give every member the proxy's address and lock all of
 * them out together. A hop count keeps its usual meaning here instead: the last `hops` addresses
 * of the chain are proxies, so the server must be reachable only through them (README).
 */
export function proxyTrust(setting: ProxySetting): ProxyTrust {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** Whether the peer of this socket is a proxy TRUST_PROXY names, so the headers it sets may be believed. */
export function fromTrustedProxy(trust: ProxyTrust, raw: IncomingMessage): boolean {
  return trust !== false && trust(raw.socket.remoteAddress ?? '', 0);
}

/**
 * One answer for every header a proxy sets: Fastify's ip, host and protocol use the same trust
 * function, and `viaTrustedProxy` serves the rest (e.g. the cf-ipcountry country).
 */
export function registerProxyTrust(app: FastifyInstance, trust: ProxyTrust): void {
  app.decorateRequest('viaTrustedProxy', {
    getter() {
      return fromTrustedProxy(trust, this.raw);
    },
  });
}
