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
  type Locale,
  type NicheAudience,
  nicheAudience,
  type RelationshipStatus,
  type Sexuality,
  SiteConfig,
} from '@app/core';
import { and, eq, or, sql } from 'drizzle-orm';
import { changeCredits } from '../../../modules/credits/ledger';
import { FictionalProfileService } from '../../../modules/fictional-profiles/service';
import { PhotoService } from '../../../modules/photos/service';
import { regionCodeFor } from '../../../modules/site/region-data';
import { hashPassword } from '../../../modules/users/passwords';
import { processPhoto, type ProcessedPhoto } from '../../../platform/images/process-photo';
import { perceptualHash } from '../../../platform/images/perceptual-hash';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { profilePhoto, writePhotoFiles } from '../../../platform/storage/user-files';
import { DAY_MS } from '../../../platform/clock';
import type { Db, Tx } from '../../client';
import { likes, photos, profiles, sites, users } from '../../schema';
import { SHE_DEMO_DOMAIN } from '../demo-site';
import { chooseLook, type Look, renderAvatarPng } from './avatar';
import { ABOUT_TEXTS, COUNTRY_LANGUAGE, COUNTRY_NAMES, COUNTRY_WEIGHTS, FEMALE_ABOUT_TEXTS, FEMALE_NAMES, MALE_NAMES, PLACES } from './people';
import { Random } from './random';

/** The password of every demo login, one per demo site. */
const DEMO_PASSWORD = 'rainbow-demo-2026';
export const DEMO_LOGIN = { email: 'demo@rainbowdate.example', password: DEMO_PASSWORD } as const;
export const SHE_DEMO_LOGIN = { email: 'demo@sie-und-sie.example', password: DEMO_PASSWORD } as const;

export interface DemoLogin {
  domain: string;
  email: string;
  password: string;
}

export interface DemoMembersOptions {
  /** Where their photos go. */
  files: ObjectStore;
  /** How many members the default site gets besides the demo login; 0 seeds nothing. */
  count: number;
  now?: Date;
}

/** Fixed, so every fresh start builds the same demo site. */
const SEED = 20240301;
/** Photos are rendered this many at a time: sharp already uses a thread per core for each. */
const PHOTO_CONCURRENCY = 4;
const ACTIVITY_DAYS = 30;
/** The oldest seeded member, for niches open to any age: a demo full of 110-year-olds convinces nobody. */
const OLDEST_TYPICAL = 70;
/** Every tenth generated member is a fictional profile, as on a typical site of the kind. */
const FICTIONAL_EVERY = 10;

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

/** One demo site's members: who they are, where they live, and the login that shows them. */
interface DemoSitePlan {
  siteId: number;
  audience: NicheAudience;
  countries: CountryCode[];
  count: number;
  login: DemoLogin;
  /** The demo login's own profile. */
  loginMember: Pick<DemoMember, 'name' | 'gender' | 'sexuality' | 'country' | 'region' | 'city' | 'language' | 'about'>;
  seed: number;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const orNull = <T>(random: Random, value: T): T | null => (random.chance(0.15) ? null : value);

/** How common each sexuality is among members, of those the niche's audience and the gender allow. */
const SEXUALITY_WEIGHTS: Record<Sexuality, number> = { hetero: 50, gay: 40, lesbian: 40, bi: 20 };
const SEXUALITIES_OF: Record<Gender, readonly Sexuality[]> = {
  male: ['hetero', 'gay', 'bi'],
  female: ['hetero', 'lesbian', 'bi'],
};

function sexualityWeights(audience: NicheAudience, gender: Gender): Record<Sexuality, number> {
  const allowed = SEXUALITIES_OF[gender].filter((sexuality) => audience.sexualities.includes(sexuality));
  return Object.fromEntries(allowed.map((sexuality) => [sexuality, SEXUALITY_WEIGHTS[sexuality]])) as Record<Sexuality, number>;
}

/** The demo login is the niche's most typical member. */
function likeliestSexuality(audience: NicheAudience, gender: Gender): Sexuality {
  const weights = Object.entries(sexualityWeights(audience, gender)) as [Sexuality, number][];
  return weights.sort((a, b) => b[1] - a[1])[0]![0];
}

/** An age in the audience's range, the younger half more likely (18 to 70: most between 25 and 50). */
function pickAge(random: Random, { minAge, maxAge }: NicheAudience): number {
  const span = Math.min(maxAge, Math.max(OLDEST_TYPICAL, minAge + 20)) - minAge;
  return minAge + Math.round(span * (0.6 * 0.52 * random.next() + 0.4 * random.next()));
}

function pickInterests(random: Random, audience: NicheAudience): InterestKey[] {
  const interests = random.sample(INTEREST_KEYS, random.int(3, 8));
  const wanted = audience.interests;
  if (wanted && !interests.some((interest) => wanted.includes(interest))) interests.push(random.pick(wanted));
  return interests;
}

/** Greying past 55, and only men go bald. */
function pickHairColour(random: Random, age: number, gender: Gender): HairColour | null {
  const colours = HAIR_COLOURS.filter((colour) => gender === 'male' || colour !== 'bald');
  const older = colours.filter((colour) => colour === 'grey' || colour === 'white' || colour === 'bald');
  return orNull(random, random.pick(age > 55 && random.chance(0.6) ? older : colours));
}

/** A first name of the member's country, half of them with their year of birth as a user name would ('Anna87'). */
function pickName(random: Random, gender: Gender, country: CountryCode, language: Locale, born: Date): string {
  const names = [...((gender === 'male' ? MALE_NAMES : FEMALE_NAMES)[language] ?? []), ...(COUNTRY_NAMES[country]?.[gender] ?? [])];
  const name = random.pick(names.length > 0 ? names : (gender === 'male' ? MALE_NAMES : FEMALE_NAMES).en!);
  return random.chance(0.5) ? `${name}${String(born.getUTCFullYear() % 100).padStart(2, '0')}` : name;
}

function makeMember(random: Random, plan: DemoSitePlan, index: number, now: Date): DemoMember {
  const { audience } = plan;
  const weights = Object.fromEntries(plan.countries.map((country) => [country, COUNTRY_WEIGHTS[country] ?? 1]));
  const country = random.weighted(weights as Record<CountryCode, number>);
  const [region, city] = random.pick(PLACES[country]!);
  const language = COUNTRY_LANGUAGE[country] ?? 'en';
  const gender = random.pick(audience.genders);
  const age = pickAge(random, audience);
  const born = new Date(now.getTime() - age * 365.25 * DAY_MS - random.int(1, 360) * DAY_MS);
  const hairColour = pickHairColour(random, age, gender);
  const abouts = (gender === 'male' ? ABOUT_TEXTS[language] ?? ABOUT_TEXTS.en! : FEMALE_ABOUT_TEXTS[language]) ?? [];
  const [, loginDomain] = plan.login.email.split('@');
  return {
    email: `member${index + 1}@demo.${loginDomain}`,
    language,
    name: pickName(random, gender, country, language, born),
    dateOfBirth: isoDate(born),
    gender,
    sexuality: random.weighted(sexualityWeights(audience, gender)),
    country,
    region,
    city,
    interests: pickInterests(random, audience),
    hairColour,
    eyeColour: orNull(random, random.pick(EYE_COLOURS)),
    bodyType: audience.bodyTypes ? random.pick(audience.bodyTypes) : orNull(random, random.pick(BODY_TYPES)),
    relationshipStatus: orNull(random, random.weighted({ single: 70, open_relationship: 10, relationship: 8, divorced: 8, married: 2, widowed: 2 })),
    about: abouts.length > 0 && random.chance(0.85) ? random.pick(abouts) : '',
    // Squared: more members were active recently than a month ago.
    lastActiveAt: new Date(now.getTime() - random.next() ** 2 * ACTIVITY_DAYS * DAY_MS),
    look: chooseLook(random, `member-${index}`, gender, hairColour, age),
    // One to four photos, fewer more often: rendering them is most of the seeding time.
    photoCount: Number(random.weighted({ 1: 45, 2: 30, 3: 15, 4: 10 })),
  };
}

function demoLoginMember(random: Random, plan: DemoSitePlan, now: Date): DemoMember {
  // In the middle of the audience's ages, so the demo login sees the site as its members do.
  const age = Math.max(plan.audience.minAge, Math.min(plan.audience.maxAge, 34));
  return {
    ...plan.loginMember,
    email: plan.login.email,
    dateOfBirth: isoDate(new Date(now.getTime() - (age + 0.5) * 365.25 * DAY_MS)),
    interests: [...new Set<InterestKey>(['travelling', 'music', 'cooking', 'movies', ...(plan.audience.interests ?? []).slice(0, 1)])],
    hairColour: 'brown',
    eyeColour: 'blue',
    bodyType: plan.audience.bodyTypes?.[0] ?? 'athletic',
    relationshipStatus: 'single',
    lastActiveAt: now,
    look: chooseLook(random, `demo-login-${plan.siteId}`, plan.loginMember.gender, 'brown', age),
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

/** The demo sites on this database: the default site, and the second demo host when it exists. */
async function demoSitePlans(db: Db, count: number): Promise<DemoSitePlan[]> {
  const rows = await db.select().from(sites).where(or(eq(sites.isDefault, true), eq(sites.domain, SHE_DEMO_DOMAIN)));
  return rows
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((row): DemoSitePlan => {
      const audience = nicheAudience(row.niche);
      const countries = SiteConfig.parse(row.config).countries.filter((country) => PLACES[country]);
      const base = { siteId: row.id, audience, countries };
      if (row.isDefault) {
        return {
          ...base,
          count,
          seed: SEED,
          login: { domain: row.domain, ...DEMO_LOGIN },
          loginMember: {
            // The demo login shows on landers and in search like anyone else: a name, not 'Demo'.
            name: 'Daniel', gender: audience.genders[0]!, sexuality: likeliestSexuality(audience, audience.genders[0]!),
            country: 'NL', region: 'Noord-Holland', city: 'Amsterdam', language: 'en',
            about: 'Amsterdam local who loves travelling, cooking and a good film night.',
          },
        };
      }
      return {
        ...base,
        // A smaller market: a third as many members, yet enough for a few pages of search.
        count: Math.max(Math.ceil(count / 3), Math.min(count, 12)),
        seed: SEED + row.niche,
        login: { domain: row.domain, ...SHE_DEMO_LOGIN },
        loginMember: {
          name: 'Sabine', gender: audience.genders[0]!, sexuality: likeliestSexuality(audience, audience.genders[0]!), country: 'DE', region: 'Berlin', city: 'Berlin', language: 'de',
          about: 'Berlinerin, liebt Reisen, Kochen und lange Filmabende.',
        },
      };
    });
}

/**
 * Fills each demo site with members that fit its niche, generated (not downloaded) photos, likes
 * and a demo login, once per site: a site that has members already is left alone, so a database
 * seeded before a demo site existed gets that site's members on the next start. Answers the demo
 * logins that exist, for the console.
 */
export async function seedDemoMembers(db: Db, { files, count, now = new Date() }: DemoMembersOptions): Promise<DemoLogin[]> {
  if (count === 0) return [];
  const logins: DemoLogin[] = [];
  for (const plan of await demoSitePlans(db, count)) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, plan.siteId)).limit(1);
    if (!existing) await seedSite(db, plan, files, now);
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, plan.siteId), eq(users.email, plan.login.email)));
    if (demo) logins.push(plan.login);
  }
  return logins;
}

async function seedSite(db: Db, plan: DemoSitePlan, files: ObjectStore, now: Date): Promise<void> {
  const random = new Random(plan.seed);
  const login = demoLoginMember(random, plan, now);
  const generated = Array.from({ length: plan.count }, (_, i) => makeMember(random, plan, i, now));
  const isFictional = (index: number) => index % FICTIONAL_EVERY === FICTIONAL_EVERY - 1;
  const members = [login, ...generated.filter((_, i) => !isFictional(i))];
  const photoJobs = members.flatMap((member, memberIndex) =>
    Array.from({ length: member.photoCount }, (_, position) => ({ memberIndex, position })),
  );
  // Rendering is the slow part; it happens before the transaction so the database is held briefly.
  const rendered = await mapLimited(photoJobs, PHOTO_CONCURRENCY, async (job) => {
    const photo = await processPhoto(await renderAvatarPng(random, members[job.memberIndex]!.look, job.position));
    return { ...photo, phash: await perceptualHash(photo.main) };
  });
  // Nobody logs in as the generated members: their password is a random secret nobody keeps.
  const [memberHash, demoHash] = await Promise.all([hashPassword(randomBytes(24).toString('base64url')), hashPassword(plan.login.password)]);

  await db.transaction(async (tx) => {
    const ids = await insertMembers(tx, plan.siteId, members, memberHash, now);
    const demoId = ids[0]!;
    await tx.update(users).set({ passwordHash: demoHash }).where(eq(users.id, demoId));
    await changeCredits(tx, demoId, 50, 'demo', 'demo-seed');

    const photoRows = await tx
      .insert(photos)
      .values(
        photoJobs.map((job, i) => ({
          userId: ids[job.memberIndex]!,
          // Seeded photos count as approved: status active, review done (the column's default).
          status: 'active' as const,
          phash: rendered[i]!.phash,
          position: job.position,
          width: rendered[i]!.width,
          height: rendered[i]!.height,
          createdAt: now,
        })),
      )
      .returning({ id: photos.id, userId: photos.userId, position: photos.position });
    await mapLimited(photoRows, PHOTO_CONCURRENCY * 4, async (row) => {
      const photo: ProcessedPhoto = rendered[photoRows.indexOf(row)]!;
      await writePhotoFiles(files, profilePhoto(row.userId, row.id), photo);
    });
    // Each member's first photo is the main one.
    await tx.execute(sql`
      update ${profiles} set main_photo_id = ${photos.id}
      from ${photos}
      where ${photos.userId} = ${profiles.userId} and ${photos.position} = 0 and ${profiles.siteId} = ${plan.siteId}`);
    await tx.insert(likes).values(makeLikes(random, ids.slice(1), demoId, now));
  });
  await seedFictional(db, plan, files, random, generated.filter((_, i) => isFictional(i)), now);
}

/**
 * The demo's fictional profiles, made as operators make them: through the back office's service
 * (no login, the placeholder address, photos approved through the members' image pipeline), with
 * notes and an online pattern. No staff member made them, so they have no audit entries.
 */
async function seedFictional(db: Db, plan: DemoSitePlan, files: ObjectStore, random: Random, members: DemoMember[], now: Date) {
  const clock = () => now;
  // Nothing keeps members' answers while the demo is seeded: the review job's word goes nowhere.
  const service = new FictionalProfileService(db, clock, new PhotoService(db, clock, files, () => {}));
  for (const member of members) {
    const region = regionCodeFor(member.country, member.region) ?? '';
    const firstHour = random.int(17, 20);
    const id = await service.create(null, {
      siteId: plan.siteId,
      name: member.name,
      date_of_birth: member.dateOfBirth,
      gender: member.gender,
      sexuality: member.sexuality,
      country: member.country,
      region,
      city: member.city,
      interests: member.interests,
      hair_colour: member.hairColour,
      eye_colour: member.eyeColour,
      body_type: member.bodyType,
      relationship_status: member.relationshipStatus,
      about: member.about,
      notes: [
        `${member.name} lives in ${member.city} (${member.region}, ${member.country}), speaks ${member.language}.`,
        `Likes ${member.interests.join(', ')}; ${member.relationshipStatus?.replace(/_/g, ' ') ?? 'says little about relationships'}.`,
        'Keeps answers friendly and short; never agrees to meet in person.',
      ].join('\n'),
      // An evening of three to five hours: when members are online most.
      onlineHours: Array.from({ length: random.int(3, 5) }, (_, i) => (firstHour + i) % 24),
      reason: 'Demo seed',
    });
    for (let position = 0; position < member.photoCount; position++) {
      await service.addPhoto(null, id, await renderAvatarPng(random, member.look, position));
    }
  }
}
