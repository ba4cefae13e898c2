/** True when a write broke a unique index (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; a few levels are plenty.
  for (let depth = 0; depth < 4 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
