import { AppError } from '../../http/app-error';
import type { AttemptLimit, AttemptLog } from '../../platform/attempt-log';
import { hashToken } from '../../platform/secure-token';

/**
 * Answers that tell whether an address has an account here (the signup's check and its 409, the
 * reset request, the e-mail change) are lookups: unlimited, they would list the site's members.
 * A visitor needs a few; within the attempt window each address and each client gets this many.
 */
const LOOKUPS_PER_ADDRESS = 10;
const LOOKUPS_PER_IP = 20;

const limitsOf = (email: string, ip: string): AttemptLimit[] => [
  // Only a hash: the table need not hold strangers' addresses in the clear.
  { subject: `lookup:address:${hashToken(email)}`, limit: LOOKUPS_PER_ADDRESS },
  { subject: `lookup:ip:${ip}`, limit: LOOKUPS_PER_IP },
];

export class LookupLimit {
  constructor(private readonly attempts: AttemptLog) {}

  /** Refuses with 429 too_many_lookups while the address or the client is at its limit. */
  async check(email: string, ip: string): Promise<void> {
    const minutes = await this.attempts.minutesLeft(limitsOf(email, ip));
    if (minutes === null) return;
    const message = `Too many requests about e-mail addresses, please try again in ${minutes} min.`;
    throw new AppError('too_many_lookups', 429, message, undefined, { minutes });
  }

  async record(email: string, ip: string): Promise<void> {
    await this.attempts.record(limitsOf(email, ip).map(({ subject }) => subject));
  }

  /** Checks and counts a request whose every answer is a lookup. */
  async take(email: string, ip: string): Promise<void> {
    await this.check(email, ip);
    await this.record(email, ip);
  }
}
