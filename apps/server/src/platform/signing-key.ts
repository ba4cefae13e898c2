import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from './app-secret';

const StoredKey = z.object({ key: z.string().min(32) });
/** 128 bits of the HMAC: far beyond guessing, and the link stays short. */
const SIGNATURE_BYTES = 16;

/**
 * Signs the texts of mailed links with a key made once and kept in app_secrets, so a link names
 * what it is for and nothing is stored per link; every process and every restart uses the same key.
 */
export class SigningKey {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    /** The key's name in app_secrets: one key per use, so a signature is good for that use only. */
    private readonly name: string,
  ) {}

  async sign(text: string): Promise<string> {
    const mac = createHmac('sha256', await this.load()).update(text).digest();
    return mac.subarray(0, SIGNATURE_BYTES).toString('base64url');
  }

  async verify(text: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Loaded once per process; a failed load (database briefly away) is tried again next time. */
  private load(): Promise<Buffer> {
    this.key ??= loadOrCreateSecret(
      this.db,
      this.name,
      () => ({ key: randomBytes(32).toString('base64url') }),
      (value) => Buffer.from(StoredKey.parse(value).key, 'base64url'),
    ).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
