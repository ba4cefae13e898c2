import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30 s). One step either side
 * is accepted for a phone's clock that drifts; `afterStep` refuses any code at or before the last
 * one accepted, so each code logs in once.
 */
const TOLERANCE_S = 30;

export const newTotpSecret = (): string => generateSecret();

export async function totpEnrolment(secret: string, issuer: string, account: string) {
  const otpauthUri = generateURI({ issuer, label: account, secret });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 })).toString('base64')}`;
  return { secret, otpauthUri, qrCode };
}

/** The time step of a right code not used before, else null. */
export async function acceptTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
