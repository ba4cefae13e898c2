import {
  AddPasskeyBody,
  type StaffLoginState as LoginState,
  CreatedStaff,
  Passkey,
  PasskeyList,
  PasskeyLoginBody,
  WebAuthnOptions,
  CreateStaffBody,
  OkResponse,
  RecoveryCodes,
  SecondFactorBody,
  StaffList,
  StaffLoginBody,
  StaffLoginState,
  StaffLoginStep,
  StaffMember,
  StaffSession,
  TotpEnrolBody,
  TotpEnrolment,
  UpdateStaffBody,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingStaffOf, staffLoginRoutes, staffOf, staffRoutes } from '../staff/staff-routes';
import { clearStaffCookie, setStaffCookie, type StaffSessions } from '../staff/staff-session';
import type { SiteService } from '../site/service';
import type { PasskeyService, RelyingParty } from './passkeys';
import type { StaffAccountService, StaffBrowser } from './service';

export interface StaffAccountRoutesOptions {
  accounts: StaffAccountService;
  passkeys: PasskeyService;
  sessions: StaffSessions;
  sites: SiteService;
}

const browserOf = (request: FastifyRequest): StaffBrowser => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  previousSessionId: request.staff?.sessionId ?? request.pendingStaff?.sessionId ?? null,
});

/** The host the back office was opened on: passkeys are made for, and work on, that host only. */
const relyingParty = (request: FastifyRequest): RelyingParty => ({
  id: request.hostname,
  origin: `${request.protocol}://${request.host}`,
});

const StaffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back office's login (password, then the authenticator), its session, and staff management. */
export const staffAccountRoutes: FastifyPluginAsyncZod<StaffAccountRoutesOptions> = async (
  app,
  { accounts, passkeys, sessions, sites },
) => {
  staffLoginRoutes(app, (login) => {
    // Answers 200 whatever the state: the back office asks it first, and a logged-out visitor is
    // no error.
    login.get('/api/admin/login', { schema: { response: { 200: StaffLoginState } } }, async (request): Promise<LoginState> => {
      const pending = request.pendingStaff;
      if (!pending) return { step: request.staff ? 'done' : 'password', passkey: false };
      const step = await accounts.pendingStep(pending);
      return { step, passkey: step === 'second_factor' && (await passkeys.hasPasskey(pending.staffId, relyingParty(request))) };
    });

    login.post('/api/admin/login', { schema: { body: StaffLoginBody, response: { 200: StaffLoginStep } } }, async (request, reply) => {
      const { token, next } = await accounts.logIn(request.body, browserOf(request));
      setStaffCookie(reply, token);
      return { next };
    });

    login.post(
      '/api/admin/login/second-factor',
      { schema: { body: SecondFactorBody, response: { 200: StaffLoginStep } } },
      async (request, reply) => {
        const { token } = await accounts.secondFactor(pendingStaffOf(request), request.body, browserOf(request));
        setStaffCookie(reply, token);
        return { next: 'done' as const };
      },
    );

    login.post('/api/admin/login/passkey/options', { schema: { response: { 200: WebAuthnOptions } } }, async (request) =>
      passkeys.loginOptions(pendingStaffOf(request), relyingParty(request)),
    );

    login.post(
      '/api/admin/login/passkey',
      { schema: { body: PasskeyLoginBody, response: { 200: StaffLoginStep } } },
      async (request, reply) => {
        const pending = pendingStaffOf(request);
        const { token } = await accounts.completeLogin(pending.staffId, browserOf(request), () =>
          passkeys.verifyLogin(pending, relyingParty(request), request.body.response),
        );
        setStaffCookie(reply, token);
        return { next: 'done' as const };
      },
    );

    login.get('/api/admin/enrolment', { schema: { response: { 200: TotpEnrolment } } }, async (request) =>
      accounts.enrolment(pendingStaffOf(request)),
    );

    login.post(
      '/api/admin/enrolment',
      { schema: { body: TotpEnrolBody, response: { 200: RecoveryCodes } } },
      async (request, reply) => {
        const { token, recoveryCodes } = await accounts.enrol(pendingStaffOf(request), request.body.code, browserOf(request));
        setStaffCookie(reply, token);
        return { recoveryCodes };
      },
    );

    login.post('/api/admin/logout', { schema: { response: { 200: OkResponse } } }, async (request, reply) => {
      const sessionId = request.staff?.sessionId ?? request.pendingStaff?.sessionId;
      if (sessionId !== undefined) await sessions.end(sessionId);
      clearStaffCookie(reply);
      return { ok: true as const };
    });
  });

  staffRoutes(app, ['support', 'moderator', 'finance', 'operator'], (staff) => {
    staff.get('/api/admin/me', { schema: { response: { 200: StaffSession } } }, async (request) => ({
      staff: await accounts.me(staffOf(request).staffId),
      sites: (await sites.allSites()).map(({ id, domain, name, language }) => ({ id, domain, name, language })),
    }));

    // Each staff member's own passkeys, for this and other hosts.
    staff.get('/api/admin/passkeys', { schema: { response: { 200: PasskeyList } } }, async (request) => ({
      passkeys: await passkeys.list(staffOf(request).staffId),
    }));
    staff.post('/api/admin/passkeys/options', { schema: { response: { 200: WebAuthnOptions } } }, async (request) =>
      passkeys.registrationOptions(staffOf(request), relyingParty(request)),
    );
    staff.post('/api/admin/passkeys', { schema: { body: AddPasskeyBody, response: { 200: Passkey } } }, async (request) =>
      passkeys.register(staffOf(request), relyingParty(request), request.body),
    );
    staff.delete('/api/admin/passkeys/:id', { schema: { params: StaffIdParams, response: { 200: OkResponse } } }, async (request) => {
      await passkeys.remove(staffOf(request), request.params.id);
      return { ok: true as const };
    });
  });

  staffRoutes(app, [], (admin) => {
    admin.get('/api/admin/staff', { schema: { response: { 200: StaffList } } }, async () => ({ staff: await accounts.list() }));

    admin.post('/api/admin/staff', { schema: { body: CreateStaffBody, response: { 200: CreatedStaff } } }, async (request) =>
      accounts.create(staffOf(request), request.body),
    );

    admin.patch(
      '/api/admin/staff/:id',
      { schema: { params: StaffIdParams, body: UpdateStaffBody, response: { 200: StaffMember } } },
      async (request) => accounts.update(staffOf(request), request.params.id, request.body),
    );
  });
};
