import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BanNotice } from './bans';
import { SESSION_COOKIE } from './cookie';
import { cookieDeviceId, DEVICE_COOKIE, deviceIdOf } from './device';
import type { Browser, Member, Resolved, SessionService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. */
    member: Member | null;
    /** The ban that ended the session of the request's cookie, while it lasts; member is null then. */
    ban: BanNotice | null;
    /** The member of a session a ban ended, while the ban lasts: only routes declared with bannedMemberRoutes see them. */
    bannedMember: Member | null;
    /** The browser's device cookie, or the id a login would give it (session/device.ts). */
    deviceId: string;
  }
}

/** Resolves the session cookie to request.member on every request (after the site is known). */
export function registerMemberResolver(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('member', null);
  app.decorateRequest('ban', null);
  app.decorateRequest('bannedMember', null);
  // Made when first read (a login): a new id is random bytes, which most requests never need.
  const deviceIds = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('deviceId', {
    getter(this: FastifyRequest) {
      let id = deviceIds.get(this);
      if (id === undefined) {
        id = deviceIdOf(this.cookies[DEVICE_COOKIE]);
        deviceIds.set(this, id);
      }
      return id;
    },
  });
  const apply = (request: FastifyRequest, resolved: Resolved) => {
    request.member = resolved?.member ?? null;
    request.ban = resolved?.ban ?? null;
    request.bannedMember = resolved?.ban ? resolved.bannedMember : null;
  };
  // Not async: a visitor, or a session the cache holds, needs no promise (issue 20).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    // A browser without the cookie has no device a ban could name (their ids match DeviceId): the
    // same answer, and one session cache entry, on every request rather than a new id each time.
    const access = { deviceId: cookieDeviceId(request.cookies[DEVICE_COOKIE]) ?? '', ip: request.ip };
    const cached = sessions.resolveCached(token, request.site.id, access);
    if (cached !== undefined) {
      apply(request, cached);
      return done();
    }
    sessions.resolve(token, request.site.id, access).then((resolved) => {
      apply(request, resolved);
      done();
    }, done);
  });
}

/** The browser making the request, for use cases that log it in. */
export function browserOf(request: FastifyRequest): Browser {
  return { userAgent: request.headers['user-agent'], member: request.member, ip: request.ip, deviceId: request.deviceId };
}
