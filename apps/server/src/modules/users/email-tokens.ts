import { REACTIVATION_DAYS } from '@app/core';
import { and, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import { addMs, DAY_MS, HOUR_MS } from '../../platform/clock';
import { hashToken, newSecureToken } from '../../platform/secure-token';

export type LinkPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export const ACTIVATION_DAYS = 7;
export const PASSWORD_RESET_HOURS = 2;
export const MAIL_CHANGE_HOURS = 24;

const LIFETIME_MS: Record<LinkPurpose, number> = {
  activation: ACTIVATION_DAYS * DAY_MS,
  password_reset: PASSWORD_RESET_HOURS * HOUR_MS,
  mail_change: MAIL_CHANGE_HOURS * HOUR_MS,
  reactivation: REACTIVATION_DAYS * DAY_MS,
};

/** Where each link lands: the server for one-click links, a web page where the member types something. */
const LINK_PATHS: Record<LinkPurpose, string> = {
  activation: '/api/activate.php',
  password_reset: '/reset-password/do',
  mail_change: '/mail-change/do',
  reactivation: '/api/reactivate.php',
};

export interface NewLink {
  userId: number;
  purpose: LinkPurpose;
  /** Scheme and host the link points at, without a trailing slash. */
  origin: string;
  now: Date;
  /** For mail_change: the address the account moves to. */
  newEmail?: string;
}

/** Creates a single-use, expiring link for a mail; only the token's hash is stored. */
export async function issueLink(db: Db, { userId, purpose, origin, now, newEmail }: NewLink): Promise<string> {
  const { token, hash } = newSecureToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    newEmail: newEmail ?? null,
    expiresAt: addMs(now, LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return `${origin}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}

/**
 * Uses a link: answers its row once, if it is unexpired, of this purpose and of a member of this
 * site (a session it starts would not count on another site). Using one link also ends the other
 * open links of the same purpose, so an older mail cannot undo what the newer one did.
 */
export async function consumeLink(
  db: Db,
  { purpose, token, siteId, now }: { purpose: LinkPurpose; token: string; siteId: number; now: Date },
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        inArray(emailTokens.userId, db.select({ id: users.id }).from(users).where(eq(users.siteId, siteId))),
      ),
    )
    .returning();
  if (row) await revokeLinks(db, row.userId, purpose, now);
  return row;
}

/** Ends a member's open links of a purpose, e.g. reset links once the password has changed. */
export async function revokeLinks(db: Db, userId: number, purpose: LinkPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** How many links of a purpose a member was sent since a moment: the basis of the mail limits. */
export function countLinksSince(db: Db, userId: number, purpose: LinkPurpose, since: Date): Promise<number> {
  return db.$count(
    emailTokens,
    and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gte(emailTokens.createdAt, since)),
  );
}
