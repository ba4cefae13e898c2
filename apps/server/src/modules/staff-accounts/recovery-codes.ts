import { randomInt } from 'node:crypto';

const COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper and typed back. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: COUNT }, () => {
    const code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The form RecoveryCode parses a typed code to: lower case, no dash. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
