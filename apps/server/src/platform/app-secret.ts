import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A secret made once and kept in app_secrets (a key pair, a signing key). Processes starting side
 * by side may each make one: the first insert wins and everyone reads the winner back, so they all
 * use the same secret.
 */
export async function loadOrCreateSecret<T>(
  db: Db,
  name: string,
  make: () => Record<string, string>,
  parse: (value: unknown) => T,
): Promise<T> {
  const read = async () =>
    (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return parse(existing.value);
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`The secret ${name} could not be stored.`);
  return parse(stored.value);
}
