import { z } from 'zod';
import { MIN_AGE } from '../constants';
import { VALIDATION_CODES } from './error-codes';

export const ValidationCode = z.enum(VALIDATION_CODES);
export type ValidationCode = z.infer<typeof ValidationCode>;

const MAX_AGE = 120;

export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const Email = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .max(254, 'invalid_email')
  .pipe(z.email({ error: 'invalid_email' }));

/** Letters of any script, digits, and . _ - inside; SPEC §5: never starting with @. */
export const Username = z
  .string({ error: 'required' })
  .trim()
  .min(NAME_MIN, 'name_invalid')
  .max(NAME_MAX, 'name_invalid')
  .refine((name) => !name.startsWith('@'), 'name_starts_with_at')
  .refine((name) => /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(name), 'name_invalid');

export const Password = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, 'password_too_long');

/** Whole years between a YYYY-MM-DD birth date and a day. */
export function ageOn(dateOfBirth: string, today: Date): number {
  // Read in place rather than split: every card of a list asks (issue 20).
  const year = Number(dateOfBirth.slice(0, 4));
  const month = Number(dateOfBirth.slice(5, 7));
  const day = Number(dateOfBirth.slice(8, 10));
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

/** A real calendar date, in the past, of someone at least MIN_AGE years old. */
export const DateOfBirth = z
  .string({ error: 'required' })
  .pipe(z.iso.date({ error: 'dob_invalid' }))
  .superRefine((value, ctx) => {
    const age = ageOn(value, new Date());
    if (age < 0 || age > MAX_AGE) ctx.addIssue({ code: 'custom', message: 'dob_invalid' });
    else if (age < MIN_AGE) ctx.addIssue({ code: 'custom', message: 'dob_min_age' });
  });

/**
 * A password anyone who knows the member would try first: the e-mail address, its part before
 * the @, or the username, whatever the case.
 */
export function passwordIsPersonal(password: string, { email, name }: { email: string; name: string }): boolean {
  const address = email.trim().toLowerCase();
  const guesses = [address, address.split('@')[0], name.trim().toLowerCase()];
  return guesses.includes(password.trim().toLowerCase());
}

/** SPEC §5: the username must not be the e-mail address. */
export function nameIsNotEmail(value: { name: string; email: string }): boolean {
  return value.name.trim().toLowerCase() !== value.email.trim().toLowerCase();
}

const NUL = '\u0000';

/**
 * Where input holds a NUL character (U+0000), as a dotted path ('' for the input itself), or null
 * when it holds none. PostgreSQL text cannot store NUL and no form types one, so the server
 * refuses every request whose query, path or body holds one, with this one check for all routes.
 */
export function nulCharacterPath(value: unknown): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? '' : null;
  // Bytes are not text, and a file's may hold any.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return key;
    const inner = nulCharacterPath(item);
    if (inner !== null) return inner ? `${key}.${inner}` : key;
  }
  return null;
}
