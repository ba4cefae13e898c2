import type { FastifyInstance } from 'fastify';
import type { IpCountry } from './ip-country';

declare module 'fastify' {
  interface FastifyRequest {
    /** The country of the client's address (request.ip, so the one a trusted proxy forwarded) by the IP database. */
    ipCountry: string | null;
  }
}

/** Looked up only when read: most requests never ask where the visitor is. */
export function registerIpCountry(app: FastifyInstance, countryOf: IpCountry): void {
  app.decorateRequest('ipCountry', {
    getter() {
      return countryOf(this.ip);
    },
  });
}
