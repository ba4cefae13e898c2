import { SESSION_DAYS } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device';

export const SESSION_COOKIE = 'sid';

/** httpOnly keeps scripts away from the token; Lax stops other sites' forms carrying it; Secure behind TLS. */
const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

const DAY_SECONDS = 24 * 60 * 60;

/** Logs the browser in; every login also renews the device cookie, which outlives sessions. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_DAYS * DAY_SECONDS });
  reply.setCookie(DEVICE_COOKIE, request.deviceId, { ...cookieOptions(request), maxAge: DEVICE_COOKIE_DAYS * DAY_SECONDS });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
