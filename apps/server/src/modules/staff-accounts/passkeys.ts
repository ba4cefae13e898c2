import type { AddPasskeyBody, Passkey, WebAuthnOptions, WebAuthnResponse } from '@app/core';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { recordAudit } from '../staff/audit-log';
import type { PendingStaff, StaffMember } from '../staff/staff-session';
import {
  deletePasskey,
  findStaffById,
  insertPasskey,
  passkeysOf,
  recordPasskeyUse,
  setSessionChallenge,
  takeSessionChallenge,
} from './repo';

/**
 * The relying party: the host the back office is opened on. A passkey belongs to the host it was
 * made on (the authenticator signs for that host only), so a Host header naming another one gets
 * no signature from it: the library checks the signed origin and host against these.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

const passkeyRefused = () =>
  new AppError('second_factor_invalid', 401, 'The passkey was not accepted. Please try again or use a code.');

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

const view = (row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export class PasskeyService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly rpName: string,
  ) {}

  async list(staffId: number): Promise<Passkey[]> {
    return (await passkeysOf(this.db, staffId)).map(view);
  }

  async hasPasskey(staffId: number, rp: RelyingParty): Promise<boolean> {
    return (await passkeysOf(this.db, staffId, rp.id)).length > 0;
  }

  /** A logged-in staff member starts adding a passkey for this host. */
  async registrationOptions(staff: StaffMember, rp: RelyingParty): Promise<WebAuthnOptions> {
    const existing = await passkeysOf(this.db, staff.staffId, rp.id);
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: rp.id,
      userName: staff.email,
      userID: new TextEncoder().encode(`staff:${staff.staffId}`),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransportFuture[] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await setSessionChallenge(this.db, staff.sessionId, options.challenge);
    return { ...options };
  }

  async register(staff: StaffMember, rp: RelyingParty, { name, response }: AddPasskeyBody): Promise<Passkey> {
    const challenge = await takeSessionChallenge(this.db, staff.sessionId);
    if (!challenge) throw passkeyRefused();
    const verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw passkeyRefused();
    const { credential } = verification.registrationInfo;
    return this.db.transaction(async (tx) => {
      const row = await insertPasskey(tx, {
        staffId: staff.staffId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        rpId: rp.id,
        name,
      });
      await recordAudit(tx, staff, {
        action: 'staff.passkey_add',
        subjectType: 'staff',
        subjectId: staff.staffId,
        siteId: null,
        after: { passkey: name, host: rp.id },
        reason: 'added their own passkey',
      });
      return view(row);
    });
  }

  async remove(staff: StaffMember, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await deletePasskey(tx, staff.staffId, id);
      if (!row) throw notFound('Passkey');
      await recordAudit(tx, staff, {
        action: 'staff.passkey_remove',
        subjectType: 'staff',
        subjectId: staff.staffId,
        siteId: null,
        before: { passkey: row.name, host: row.rpId },
        reason: 'removed their own passkey',
      });
    });
  }

  /** After the password: a challenge for the passkeys this staff member made on this host. */
  async loginOptions(pending: PendingStaff, rp: RelyingParty): Promise<WebAuthnOptions> {
    const keys = await passkeysOf(this.db, pending.staffId, rp.id);
    if (!keys.length) throw notFound('Passkey');
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransportFuture[] })),
      userVerification: 'required',
    });
    await setSessionChallenge(this.db, pending.sessionId, options.challenge);
    return { ...options };
  }

  /** Whether the passkey's answer proves the second factor (the caller counts a failure in the lockout). */
  async verifyLogin(pending: PendingStaff, rp: RelyingParty, response: WebAuthnResponse): Promise<boolean> {
    const challenge = await takeSessionChallenge(this.db, pending.sessionId);
    const account = await findStaffById(this.db, pending.staffId);
    const key = (await passkeysOf(this.db, pending.staffId, rp.id)).find((k) => k.credentialId === response.id);
    if (!challenge || !account || !key) return false;
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: toBytes(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransportFuture[],
      },
    }).catch(() => null);
    if (!verification?.verified) return false;
    await recordPasskeyUse(this.db, key.id, verification.authenticationInfo.newCounter, this.now());
    return true;
  }
}
