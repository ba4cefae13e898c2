import type { NewsletterCounts, NewsletterDraft } from '@app/core';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newsletterDeliveries, newsletters, profiles, sites, users } from '../../db/schema';
import type { SiteRow } from '../site/site-row';

export type NewsletterRow = typeof newsletters.$inferSelect;

/** The member a claimed copy goes to. */
export interface ClaimedCopy {
  deliveryId: number;
  userId: number;
  email: string;
  name: string;
  attempts: number;
}

/**
 * Who gets a newsletter of a site and language: confirmed members who said yes to it (the
 * setting is off unless switched on), whose mail has not stopped (a bounce, a spam complaint, an
 * unsubscribe in the mail program: SPEC §4), and who are not a fictional profile. Queueing and
 * every batch ask the same question, so a member who opts out after the send gets nothing.
 */
function receivesNewsletter(siteId: number, language: string): SQL {
  return and(
    eq(users.siteId, siteId),
    eq(users.language, language),
    eq(users.status, 'confirmed'),
    sql`coalesce((${users.notificationSettings} ->> 'newsletter')::boolean, false)`,
    sql`${users.notificationsDisabled} = '[]'::jsonb`,
    eq(profiles.fictional, false),
  )!;
}

export async function findSite(db: Db, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

export async function insertNewsletter(db: Db, draft: NewsletterDraft, at: Date): Promise<NewsletterRow> {
  const [row] = await db
    .insert(newsletters)
    .values({ siteId: draft.site_id, language: draft.language, subject: draft.subject, body: draft.body, format: draft.format, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateNewsletter(db: Db, id: number, values: Partial<Omit<NewsletterRow, 'id'>>): Promise<NewsletterRow> {
  const [row] = await db.update(newsletters).set(values).where(eq(newsletters.id, id)).returning();
  return row!;
}

export async function findNewsletter(db: Db, id: number): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}

/** The newsletter's row, locked until the transaction ends: an edit and a send take turns. */
export async function lockNewsletter(tx: Tx, id: number): Promise<NewsletterRow | undefined> {
  const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  return row;
}

export function listNewsletters(db: Db, siteId: number | undefined): Promise<NewsletterRow[]> {
  return db
    .select()
    .from(newsletters)
    .where(siteId === undefined ? undefined : eq(newsletters.siteId, siteId))
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id));
}

/** Each newsletter's copies by status; one not sent yet has none. */
export async function countCopies(db: Db, ids: number[]): Promise<Map<number, NewsletterCounts>> {
  const counts = new Map<number, NewsletterCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: newsletterDeliveries.newsletterId,
      queued: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} in ('queued', 'sending')))::int`,
      sent: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'failed'))::int`,
      skipped: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'skipped'))::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.newsletterId, ids))
    .groupBy(newsletterDeliveries.newsletterId);
  for (const { id, ...row } of rows) counts.set(id, row);
  return counts;
}

export async function countRecipients(db: Db, siteId: number, language: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(receivesNewsletter(siteId, language));
  return row?.n ?? 0;
}

/** Rows per insert when queueing: well below PostgreSQL's limit of bind parameters. */
const QUEUE_CHUNK = 1000;

/**
 * Writes a queued copy for every member who gets the newsletter now; a copy that exists already
 * stays as it is (the unique key), so queueing twice adds nobody twice. Answers how many were added.
 */
export async function queueCopies(tx: Tx, newsletter: NewsletterRow, at: Date): Promise<number> {
  const members = await tx
    .select({ userId: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(receivesNewsletter(newsletter.siteId, newsletter.language))
    .orderBy(asc(users.id));
  let added = 0;
  for (let start = 0; start < members.length; start += QUEUE_CHUNK) {
    const chunk = members.slice(start, start + QUEUE_CHUNK).map(({ userId }) => ({ newsletterId: newsletter.id, userId, createdAt: at }));
    const rows = await tx.insert(newsletterDeliveries).values(chunk).onConflictDoNothing().returning({ id: newsletterDeliveries.id });
    added += rows.length;
  }
  return added;
}

/**
 * Copies claimed before `staleBefore` and never marked sent: the run that claimed them died,
 * maybe after the mail went out. They count as failed and are not tried again: a member may miss
 * a newsletter, but never gets one twice.
 */
export async function failInterruptedCopies(db: Db, newsletterId: number, staleBefore: Date): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: 'failed', lastError: 'Interrupted while sending; not sent again in case it went out.' })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.status, 'sending'),
        lt(newsletterDeliveries.claimedAt, staleBefore),
      ),
    );
}

/**
 * Takes the next `size` queued copies in member order: those whose member no longer gets the
 * newsletter become skipped, the others `sending` (claimed) and are answered. SKIP LOCKED: a
 * second job of the same newsletter takes other copies, never the same.
 */
export async function claimBatch(tx: Tx, newsletter: NewsletterRow, size: number, at: Date): Promise<ClaimedCopy[]> {
  const batch = await tx
    .select({ id: newsletterDeliveries.id, userId: newsletterDeliveries.userId })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.newsletterId, newsletter.id), eq(newsletterDeliveries.status, 'queued')))
    .orderBy(asc(newsletterDeliveries.userId))
    .limit(size)
    .for('update', { skipLocked: true });
  if (batch.length === 0) return [];
  const recipients = await tx
    .select({ userId: users.id, email: users.email, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, batch.map((copy) => copy.userId)), receivesNewsletter(newsletter.siteId, newsletter.language)));
  const byUser = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  const skipped = batch.filter((copy) => !byUser.has(copy.userId)).map((copy) => copy.id);
  if (skipped.length > 0) {
    await tx.update(newsletterDeliveries).set({ status: 'skipped' }).where(inArray(newsletterDeliveries.id, skipped));
  }
  const claimed = batch.filter((copy) => byUser.has(copy.userId)).map((copy) => copy.id);
  if (claimed.length === 0) return [];
  const rows = await tx
    .update(newsletterDeliveries)
    .set({ status: 'sending', claimedAt: at })
    .where(inArray(newsletterDeliveries.id, claimed))
    .returning({ deliveryId: newsletterDeliveries.id, userId: newsletterDeliveries.userId, attempts: newsletterDeliveries.attempts });
  return rows.map((row) => ({ ...row, email: byUser.get(row.userId)!.email, name: byUser.get(row.userId)!.name }));
}

export async function markSent(db: Db, deliveryId: number, at: Date): Promise<void> {
  await db.update(newsletterDeliveries).set({ status: 'sent', sentAt: at }).where(eq(newsletterDeliveries.id, deliveryId));
}

/** A refused mail: queued again for a later batch, or failed for good after its last try. */
export async function markRefused(
  db: Db,
  deliveryId: number,
  { attempts, error, final }: { attempts: number; error: string; final: boolean },
): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: final ? 'failed' : 'queued', attempts, lastError: error, claimedAt: null })
    .where(eq(newsletterDeliveries.id, deliveryId));
}

/** Whether copies are still queued or being sent. */
export async function hasOpenCopies(db: Db, newsletterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.newsletterId, newsletterId), inArray(newsletterDeliveries.status, ['queued', 'sending'])))
    .limit(1);
  return row !== undefined;
}
