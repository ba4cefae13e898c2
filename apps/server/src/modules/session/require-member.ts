import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { guardedBy, routeGroup } from '../../http/route-group';
import { bannedError } from './bans';
import type { Member } from './service';

const authenticationRequired = () =>
  new AppError('authentication_required', 403, 'Please log in to continue.');

/**
 * onRequest hook for a whole group of member routes (SPEC §8: 403 authentication_required). A
 * session a ban ended answers 403 banned instead, which sends the member to the /ban page. Not
 * async: no promise per request for a check that never waits (issue 20).
 */
export function requireMember(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.ban) throw bannedError(request.ban);
  if (!request.member) throw authenticationRequired();
  done();
}

/** The member of a request in a route behind requireMember, typed as present. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw authenticationRequired();
  return request.member;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Declares routes only members may call: requireMember guards the whole group (ARCHITECTURE). */
export function memberRoutes(app: ZodApp, declare: (member: ZodApp) => void): void {
  routeGroup(app, guardedBy(requireMember), declare);
}

/** The member of a route behind bannedMemberRoutes: logged in, or banned since. */
export function memberOrBannedOf(request: FastifyRequest): Member {
  const member = request.member ?? request.bannedMember;
  if (!member) throw authenticationRequired();
  return member;
}

/**
 * Declares member routes a banned member may call too: their complaints and the appeal against
 * the decision that banned them (EU DSA art. 20 gives them that right while the ban lasts).
 */
export function bannedMemberRoutes(app: ZodApp, declare: (member: ZodApp) => void): void {
  routeGroup(app, guardedBy(requireMemberOrBanned), declare);
}

function requireMemberOrBanned(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  memberOrBannedOf(request);
  done();
}
