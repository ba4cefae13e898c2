import {
  DEFAULT_LOCALE,
  type FirstContactCandidate,
  type FirstContactRefusal,
  type FirstContactSettings,
  isLocale,
  type Locale,
} from '@app/core';
import { and, desc, eq, gte, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages, operatorMessages, profiles, users } from '../../db/schema';
import { notBlockedWith } from './exclusions';
import { loadProfileCards } from './profile-cards';
import { ofKinds, suitedKinds } from './suited-kinds';
import { visibleMembers } from './visible-members';

/*
 * Issue 19: the operator of a fictional profile may write the first message to a member only
 * within the limits of the site's `first_contact` settings, and never to a member who blocked the
 * profile or turned such messages off. The rules are one table of SQL conditions: the operators'
 * list keeps the members who meet them all, and a refusal names the first one a member breaks.
 */

type Rule = Exclude<FirstContactRefusal, 'not_found'>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When a member must have signed up to be written to first at `now`: not too long ago, and not just now. */
export function signupWindow(settings: FirstContactSettings, now: Date): { from: Date; until: Date } {
  return {
    from: new Date(now.getTime() - settings.within_signup_days * DAY),
    until: new Date(now.getTime() - settings.after_signup_minutes * MINUTE),
  };
}

/** The two have a message between them, whoever wrote it (a conversation only opened is no contact yet). */
function inContact(fictionalId: number): SQL {
  return sql`exists (select 1 from ${conversations} join ${messages} on ${eq(messages.conversationId, conversations.id)}
    where (${conversations.memberA} = ${fictionalId} and ${conversations.memberB} = ${profiles.userId})
       or (${conversations.memberA} = ${profiles.userId} and ${conversations.memberB} = ${fictionalId}))`;
}

/** First messages the member has had from any fictional profile, ever. */
const firstContactsReceived = sql`(select count(*) from ${operatorMessages}
  where ${operatorMessages.memberId} = ${profiles.userId} and ${operatorMessages.firstContact})`;

/**
 * What a member (a row of profiles joined with users) must meet for `fictionalId` to write first,
 * in the order a refusal names them.
 */
function rules(settings: FirstContactSettings, fictional: FictionalProfile, now: Date): readonly (readonly [Rule, SQL])[] {
  const window = signupWindow(settings, now);
  const fictionalId = fictional.userId;
  return [
    // Whom the match finder would show each other: a profile writes to no one it could not be a match for.
    ['not_suited', ofKinds(suitedKinds(fictional.gender, fictional.sexuality))],
    ['not_new', gte(users.createdAt, window.from)],
    ['too_soon', lte(users.createdAt, window.until)],
    ['opted_out', eq(users.fictionalFirstContact, true)],
    ['blocked', notBlockedWith(fictionalId, profiles.userId)],
    ['already_in_contact', not(inContact(fictionalId))],
    ['limit_reached', lt(firstContactsReceived, settings.per_member)],
  ];
}

/** A real member of the site whom others may see, with a confirmed address: anyone else is not found. */
function realMemberOf(siteId: number): SQL {
  // users.siteId as well, equal to the profile's: the list runs on the index of a site's signups.
  return and(visibleMembers(siteId, null), eq(users.siteId, siteId), eq(profiles.fictional, false), eq(users.status, 'confirmed'))!;
}

type FictionalProfile = Pick<typeof profiles.$inferSelect, 'userId' | 'siteId' | 'gender' | 'sexuality'>;

/** An active fictional profile, its site and whom it looks for; or undefined. */
async function findFictional(db: Db, fictionalId: number): Promise<FictionalProfile | undefined> {
  const [row] = await db
    .select({ userId: profiles.userId, siteId: profiles.siteId, gender: profiles.gender, sexuality: profiles.sexuality })
    .from(profiles)
    .where(and(eq(profiles.userId, fictionalId), eq(profiles.fictional, true), eq(profiles.status, 'active')));
  return row;
}

/**
 * The members of its site the fictional profile may write the first message to now, newest
 * signups first; only those speaking `language` when given. `settings` are the fictional
 * profile's site's (`config.first_contact`).
 */
export async function firstContactCandidates(
  db: Db,
  settings: FirstContactSettings,
  query: { fictionalId: number; now: Date; limit: number; language?: Locale },
): Promise<FirstContactCandidate[]> {
  const fictional = await findFictional(db, query.fictionalId);
  if (!fictional) return [];
  const rows = await db
    .select({ id: users.id, language: users.language, signedUpAt: users.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        realMemberOf(fictional.siteId),
        ...rules(settings, fictional, query.now).map(([, condition]) => condition),
        query.language === undefined ? undefined : eq(users.language, query.language),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit);
  const cards = new Map(
    (await loadProfileCards(db, null, rows.map((row) => row.id), query.now)).map((card) => [card.id, card]),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.id);
    if (!card) return [];
    return [
      {
        id: row.id,
        name: card.name,
        age: card.age,
        country: card.country,
        city: card.city,
        language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
        signedUpAt: row.signedUpAt.toISOString(),
        thumbUrl: card.main_image?.thumb_url ?? null,
      },
    ];
  });
}

/**
 * Whether the fictional profile may write the first message to the member now: null, or the first
 * rule the member breaks. The send path asks again under the member's lock (`lockMember`), so two
 * operators writing at once cannot both pass `per_member`. `settings` as for `firstContactCandidates`.
 */
export async function firstContactRefusal(
  db: Db,
  settings: FirstContactSettings,
  { fictionalId, memberId, now }: { fictionalId: number; memberId: number; now: Date },
): Promise<FirstContactRefusal | null> {
  const fictional = await findFictional(db, fictionalId);
  if (!fictional) return 'not_found';
  const checks = rules(settings, fictional, now);
  const [met] = await db
    .select(Object.fromEntries(checks.map(([rule, condition]) => [rule, sql<boolean>`${condition}`])) as Record<Rule, SQL<boolean>>)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, memberId), realMemberOf(fictional.siteId)));
  if (!met) return 'not_found';
  return checks.find(([rule]) => met[rule] !== true)?.[0] ?? null;
}
