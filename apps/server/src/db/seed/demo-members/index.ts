import { randomBytes } from 'node:crypto';
import {
  BODY_TYPES,
  type BodyType,
  type CountryCode,
  EYE_COLOURS,
  type EyeColour,
  type Gender,
  HAIR_COLOURS,
  type HairColour,
  INTEREST_KEYS,
  type InterestKey,
  type RelationshipStatus,
  type Sexuality,
} from '@app/core';
import { and, eq, sql } from 'drizzle-orm';
import { changeCredits } from '../../../modules/credits/ledger';
import { regionCodeFor } from '../../../modules/site/region-data';
import { hashPassword } from '../../../modules/users/passwords';
import { processPhoto, type ProcessedPhoto } from '../../../platform/images/process-photo';
import { writePhotoFiles } from '../../../platform/storage/user-files';
import { DAY_MS } from '../../../platform/clock';
import type { Db, Tx } from '../../client';
import { likes, photos, profiles, sites, users } from '../../schema';
import { chooseLook, type Look, renderAvatarPng } from './avatar';
import { ABOUT_TEXTS, COUNTRY_LANGUAGE, COUNTRY_WEIGHTS, FEMALE_NAMES, MALE_NAMES, PLACES } from './people';
import { Random } from './random';

export const DEMO_LOGIN = { email: 'demo@rainbowdate.example', password: 'rainbow-demo-2026' } as const;

export interface DemoMembersOptions {
  dataDir: string;
  /** How many members besides the demo login; 0 seeds nothing. */
  count: number;
  now?: Date;
}

/** Fixed, so every fresh start builds the same demo site. */
const SEED = 20240301;
/** Photos are rendered this many at a time: sharp already uses a thread per core for each. */
const PHOTO_CONCURRENCY = 4;
const ACTIVITY_DAYS = 30;

interface DemoMember {
  email: string;
  language: string;
  name: string;
  dateOfBirth: string;
  gender: Gender;
  sexuality: Sexuality;
  country: CountryCode;
  region: string;
  city: string;
  fictional: boolean;
  interests: InterestKey[];
  hairColour: HairColour | null;
  eyeColour: EyeColour | null;
  bodyType: BodyType | null;
  relationshipStatus: RelationshipStatus | null;
  about: string;
  lastActiveAt: Date;
  look: Look;
  photoCount: number;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const orNull = <T>(random: Random, value: T): T | null => (random.chance(0.15) ? null : value);

function makeMember(random: Random, index: number, now: Date): DemoMember {
  const country = random.weighted(COUNTRY_WEIGHTS as Record<CountryCode, number>);
  const [region, city] = random.pick(PLACES[country]!);
  const language = COUNTRY_LANGUAGE[country] ?? 'en';
  // A gay site: mostly men into men, some bi, a few women.
  const gender: Gender = random.chance(0.88) ? 'male' : 'female';
  const sexuality: Sexuality =
    gender === 'male' ? random.weighted({ gay: 75, bi: 25 }) : random.weighted({ lesbian: 45, bi: 45, hetero: 10 });
  // Ages 18 to 70, most between 25 and 50.
  const age = Math.min(70, Math.max(18, Math.round(random.int(18, 45) * 0.6 + random.int(18, 70) * 0.4)));
  const born = new Date(now.getTime() - age * 365.25 * DAY_MS - random.int(1, 360) * DAY_MS);
  const names = (gender === 'male' ? MALE_NAMES : FEMALE_NAMES)[language] ?? MALE_NAMES.en!;
  const name = random.chance(0.5) ? `${random.pick(names)}${random.int(70, 99) - (random.chance(0.5) ? 0 : 60) + 60}` : random.pick(names);
  const hairColour = orNull(random, age > 55 && random.chance(0.6) ? random.pick(['grey', 'white', 'bald'] as const) : random.pick(HAIR_COLOURS));
  const abouts = ABOUT_TEXTS[language] ?? ABOUT_TEXTS.en!;
  return {
    email: `member${index + 1}@demo.rainbowdate.example`,
    language,
    name,
    dateOfBirth: isoDate(born),
    gender,
    sexuality,
    country,
    region,
    city,
    fictional: random.chance(0.1),
    interests: random.sample(INTEREST_KEYS, random.int(3, 8)),
    hairColour,
    eyeColour: orNull(random, random.pick(EYE_COLOURS)),
    bodyType: orNull(random, random.pick(BODY_TYPES)),
    relationshipStatus: orNull(random, random.weighted({ single: 70, open_relationship: 10, relationship: 8, divorced: 8, married: 2, widowed: 2 })),
    about: random.chance(0.85) ? random.pick(abouts) : '',
    // Squared: more members were active recently than a month ago.
    lastActiveAt: new Date(now.getTime() - random.next() ** 2 * ACTIVITY_DAYS * DAY_MS),
    look: chooseLook(random, `member-${index}`, gender, hairColour),
    // One to four photos, fewer more often: rendering them is most of the seeding time.
    photoCount: Number(random.weighted({ 1: 45, 2: 30, 3: 15, 4: 10 })),
  };
}

function demoLoginMember(random: Random, now: Date): DemoMember {
  return {
    email: DEMO_LOGIN.email,
    language: 'en',
    name: 'Demo',
    dateOfBirth: isoDate(new Date(now.getTime() - 34.5 * 365.25 * DAY_MS)),
    gender: 'male',
    sexuality: 'gay',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    fictional: false,
    interests: ['travelling', 'music', 'cooking', 'gym', 'movies'],
    hairColour: 'brown',
    eyeColour: 'blue',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    about: 'The demo account: look around, like, match and play the swipe game.',
    lastActiveAt: now,
    look: chooseLook(random, 'demo-login', 'male', 'brown'),
    photoCount: 2,
  };
}

/** Runs `work` over the items, at most `limit` at a time, answers in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Likes that give the likes and matches pages something to show: every member likes a few
 * others, and the demo login receives likes (new and seen), sends some, and has matches.
 */
function makeLikes(random: Random, ids: number[], demoId: number, now: Date) {
  const rows = new Map<string, typeof likes.$inferInsert>();
  const add = (fromUserId: number, toUserId: number, source: 'profile' | 'search' | 'swipe') => {
    if (fromUserId === toUserId) return;
    const createdAt = new Date(now.getTime() - random.int(1, ACTIVITY_DAYS * 24 * 60) * 60_000);
    rows.set(`${fromUserId}:${toUserId}`, { fromUserId, toUserId, source, isNew: random.chance(0.4), createdAt });
  };
  for (const from of ids) {
    for (const to of random.sample(ids, random.int(0, 4))) add(from, to, random.weighted({ profile: 5, search: 3, swipe: 2 }));
  }
  for (const from of random.sample(ids, 24)) add(from, demoId, random.weighted({ profile: 3, search: 2, swipe: 1 }));
  const likedByDemo = random.sample(ids, 14);
  for (const to of likedByDemo) add(demoId, to, 'profile');
  // Half of those like the demo login back: matches.
  for (const from of likedByDemo.slice(0, 7)) add(from, demoId, 'profile');
  return [...rows.values()];
}

async function insertMembers(tx: Tx, siteId: number, members: DemoMember[], passwordHash: string, now: Date) {
  const inserted = await tx
    .insert(users)
    .values(
      members.map((member) => ({
        siteId,
        email: member.email,
        passwordHash,
        status: 'confirmed' as const,
        language: member.language,
        emailConfirmedAt: now,
        createdAt: new Date(member.lastActiveAt.getTime() - 30 * DAY_MS),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const ids = members.map((member) => idByEmail.get(member.email)!);
  await tx.insert(profiles).values(
    members.map((member, i) => ({
      userId: ids[i]!,
      siteId,
      name: member.name,
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
      sexuality: member.sexuality,
      country: member.country,
      // PLACES name real regions; they are stored as their code, like a member's own choice.
      region: regionCodeFor(member.country, member.region) ?? '',
      city: member.city,
      status: 'active' as const,
      fictional: member.fictional,
      interests: member.interests,
      hairColour: member.hairColour,
      eyeColour: member.eyeColour,
      bodyType: member.bodyType,
      relationshipStatus: member.relationshipStatus,
      about: member.about,
      lastActiveAt: member.lastActiveAt,
    })),
  );
  return ids;
}

/**
 * Fills the default site with demo members, generated (not downloaded) photos, likes and a demo
 * login, once: a site that has members already is left alone. Answers the demo login when it
 * exists, for the console.
 */
export async function seedDemoMembers(db: Db, { dataDir, count, now = new Date() }: DemoMembersOptions) {
  if (count === 0) return null;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  if (!site) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, site.id)).limit(1);
  if (existing) {
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.email, DEMO_LOGIN.email)));
    return demo ? DEMO_LOGIN : null;
  }

  const random = new Random(SEED);
  const members = [demoLoginMember(random, now), ...Array.from({ length: count }, (_, i) => makeMember(random, i, now))];
  const photoJobs = members.flatMap((member, memberIndex) =>
    Array.from({ length: member.photoCount }, (_, position) => ({ memberIndex, position })),
  );
  // Rendering is the slow part; it happens before the transaction so the database is held briefly.
  const rendered = await mapLimited(photoJobs, PHOTO_CONCURRENCY, async (job) =>
    processPhoto(await renderAvatarPng(random, members[job.memberIndex]!.look, job.position)),
  );
  // Nobody logs in as the generated members: their password is a random secret nobody keeps.
  const [memberHash, demoHash] = await Promise.all([hashPassword(randomBytes(24).toString('base64url')), hashPassword(DEMO_LOGIN.password)]);

  await db.transaction(async (tx) => {
    const ids = await insertMembers(tx, site.id, members, memberHash, now);
    const demoId = ids[0]!;
    await tx.update(users).set({ passwordHash: demoHash }).where(eq(users.id, demoId));
    await changeCredits(tx, demoId, 50, 'demo', 'demo-seed');

    const photoRows = await tx
      .insert(photos)
      .values(
        photoJobs.map((job, i) => ({
          userId: ids[job.memberIndex]!,
          status: 'active' as const,
          position: job.position,
          width: rendered[i]!.width,
          height: rendered[i]!.height,
          createdAt: now,
        })),
      )
      .returning({ id: photos.id, userId: photos.userId, position: photos.position });
    await mapLimited(photoRows, PHOTO_CONCURRENCY * 4, async (row) => {
      const photo: ProcessedPhoto = rendered[photoRows.indexOf(row)]!;
      await writePhotoFiles(dataDir, row.userId, row.id, photo);
    });
    // Each member's first photo is the main one.
    await tx.execute(sql`
      update ${profiles} set main_photo_id = ${photos.id}
      from ${photos}
      where ${photos.userId} = ${profiles.userId} and ${photos.position} = 0 and ${profiles.siteId} = ${site.id}`);
    await tx.insert(likes).values(makeLikes(random, ids.slice(1), demoId, now));
  });
  return DEMO_LOGIN;
}
