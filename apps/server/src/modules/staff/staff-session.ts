import { STAFF_COOKIE, type StaffRole } from '@app/core';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { hashToken } from '../../platform/secure-token';
import { deleteStaffSession, findStaffSession, touchStaffSession } from './repo';

/** The staff member behind a request, once password and second factor are done. */
export interface StaffMember {
  staffId: number;
  email: string;
  role: StaffRole;
  sessionId: number;
}

/** A session after the password alone: it may only give the second factor or enrol. */
export interface PendingStaff {
  staffId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member on /api/admin/ routes; null elsewhere and for anyone else. */
    staff: StaffMember | null;
    /** A staff session half way through login (password given, second factor not yet). */
    pendingStaff: PendingStaff | null;
  }
}

/** A working day: a session never outlives it, however active. */
export const STAFF_SESSION_MS = 10 * HOUR_MS;
/** Walking away from the desk ends it sooner. */
export const STAFF_IDLE_MS = 30 * MINUTE_MS;
/** lastSeenAt moves at most this often: one write a minute, not one a request. */
const TOUCH_EVERY_MS = MINUTE_MS;

/**
 * HttpOnly and Secure, as `__Host-` demands (which also rules out a Domain and any path but `/`,
 * so a sibling subdomain cannot plant one); SameSite=Strict because the back office is never
 * entered from a link on another site with a login to keep.
 */
const cookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

export function setStaffCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions, maxAge: STAFF_SESSION_MS / 1000 });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions);
}

export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** The session a cookie token stands for; an expired, idle or disabled one is removed. */
  async resolve(token: string): Promise<{ staff: StaffMember | null; pending: PendingStaff | null }> {
    const none = { staff: null, pending: null };
    const row = await findStaffSession(this.db, hashToken(token));
    if (!row) return none;
    const now = this.now();
    if (row.expiresAt <= now || row.lastSeenAt.getTime() + STAFF_IDLE_MS <= now.getTime() || row.disabledAt) {
      await deleteStaffSession(this.db, row.sessionId);
      return none;
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchStaffSession(this.db, row.sessionId, now);
    if (!row.secondFactorDone) return { staff: null, pending: { staffId: row.staffId, sessionId: row.sessionId } };
    return { staff: { staffId: row.staffId, email: row.email, role: row.role, sessionId: row.sessionId }, pending: null };
  }

  async end(sessionId: number): Promise<void> {
    await deleteStaffSession(this.db, sessionId);
  }
}

const ADMIN_API = '/api/admin/';

/**
 * Resolves the staff cookie on the back office's API only: member pages and the member API never
 * look at it (nor pay its database read), and the back office never looks at the member cookie.
 */
export function registerStaffResolver(app: FastifyInstance, sessions: StaffSessions): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('pendingStaff', null);
  // Not async: every other request passes without a promise (issue 20).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const token = request.url.startsWith(ADMIN_API) ? request.cookies[STAFF_COOKIE] : undefined;
    if (!token) return done();
    sessions.resolve(token).then(({ staff, pending }) => {
      request.staff = staff;
      request.pendingStaff = pending;
      done();
    }, done);
  });
}
