import { randomInt } from 'node:crypto';
import type { Tx } from '../../db/client';
import { type DiscountRow, insertCode } from './repo';

/** Letters and digits nobody confuses when typing a code from a screen (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 29^8 ≈ 5·10^11 codes: a member cannot guess another's, and it is personal besides. */
const RANDOM_CHARS = 8;

const randomPart = () => Array.from({ length: RANDOM_CHARS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export interface PersonalCodeInput {
  siteId: number;
  userId: number;
  /** Says what the code is for, e.g. 'STAY' for the retention offer. */
  prefix: string;
  percentage: number;
  expiresAt: Date;
}

/**
 * A discount code only this member can use, once, until it expires: checkout and payment apply it
 * through the same rules as any other code (DiscountService.validate).
 */
export async function issuePersonalCode(tx: Tx, { siteId, userId, prefix, percentage, expiresAt }: PersonalCodeInput): Promise<DiscountRow> {
  // A clash with an existing code is astronomically rare; another draw settles it.
  for (;;) {
    const row = await insertCode(tx, {
      siteId,
      userId,
      code: `${prefix}-${randomPart()}`,
      valuePercentage: percentage,
      validity: 'once_per_user',
      expiresAt,
    });
    if (row) return row;
  }
}
