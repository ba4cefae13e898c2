import { describe } from 'vitest';

/**
 * Tests of the embedded database and its folder, which set DATABASE_URL aside: CI's second run of
 * the suite, on PostgreSQL, would only repeat them (over three minutes of its workers' time).
 */
export const describeEmbedded = describe.skipIf(Boolean(process.env.DATABASE_URL));
