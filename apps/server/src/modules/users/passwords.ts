import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with its default cost, 19 MiB and 2 passes: the
 * OWASP recommendation. The hash string carries its parameters, so raising them later still
 * verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown address answers no faster than a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches no one');
  await verifyPassword(await decoy, password);
  return false;
}
