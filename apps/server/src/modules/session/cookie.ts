import { SESSION_DAYS } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

/** httpOnly keeps scripts away from the token; Lax stops other sites' forms carrying it; Secure behind TLS. */
const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
