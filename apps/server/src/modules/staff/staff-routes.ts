import type { StaffRole } from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { guardedBy, routeGroup } from '../../http/route-group';
import type { PendingStaff, StaffMember } from './staff-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles a back office route allows (admin always); the role matrix test reads it. */
    staffRoles?: readonly StaffRole[];
    /** A back office route for the login itself, open before the staff member is known. */
    staffLogin?: boolean;
  }
}

export const staffAuthenticationRequired = () =>
  new AppError('staff_authentication_required', 401, 'Please log in to the back office.');

const forbidden = () => new AppError('forbidden', 403, 'Your role does not allow this.');

/** The logged-in staff member of a route behind staffRoutes, typed as present. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw staffAuthenticationRequired();
  return request.staff;
}

/** The half-logged-in staff member of a login route. */
export function pendingStaffOf(request: FastifyRequest): PendingStaff {
  if (!request.pendingStaff) throw staffAuthenticationRequired();
  return request.pendingStaff;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Declares back office routes (full paths under /api/admin/) and the roles that may call them,
 * admin always among them (ARCHITECTURE: roles checked by a hook on every /api/admin/ route).
 * The check runs on request, before the body is read or validated: a role that may not call a
 * route learns nothing about what it would have accepted.
 */
export function staffRoutes(app: ZodApp, roles: readonly StaffRole[], declare: (staff: ZodApp) => void): void {
  const allowed: readonly StaffRole[] = ['admin', ...roles.filter((role) => role !== 'admin')];
  const guard = guardedBy((request, _reply, done) => {
    if (!allowed.includes(staffOf(request).role)) throw forbidden();
    done();
  });
  routeGroup(
    app,
    (route) => {
      route.config = { ...route.config, staffRoles: allowed };
      guard(route);
    },
    declare,
  );
}

/** Declares the login's own routes: open to anyone, each checks what step the session is at. */
export function staffLoginRoutes(app: ZodApp, declare: (login: ZodApp) => void): void {
  routeGroup(app, (route) => (route.config = { ...route.config, staffLogin: true }), declare);
}
