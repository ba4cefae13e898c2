import { passwordIsPersonal, type ValidationCode } from '@app/core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../http/app-error';

/**
 * The 10,000 most used passwords of zxcvbn-ts's list (ranked by use, lower case). Only the server
 * holds it: shipping it to every visitor's browser would cost more than the round trip it saves.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

function weakness(password: string, owner: { email: string; name: string }): ValidationCode | undefined {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'password_too_common';
  if (passwordIsPersonal(password, owner)) return 'password_personal';
  return undefined;
}

/** Refuses a new password (signup, change, reset) that is among the most common or is the owner's address or name. */
export function requireStrongPassword(password: string, owner: { email: string; name: string }): void {
  const rule = weakness(password, owner);
  if (rule) throw invalidField('password', rule);
}
