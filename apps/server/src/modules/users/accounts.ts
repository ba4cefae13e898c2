import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { photos, profiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export interface Account {
  user: UserRow;
  profile: ProfileRow;
  /** The photo profile.mainPhotoId points at, if any. */
  mainPhoto: { id: number; status: (typeof photos.$inferSelect)['status'] } | null;
}

const accountQuery = (db: Db) =>
  db
    .select({ user: users, profile: profiles, mainPhoto: { id: photos.id, status: photos.status } })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId));

// Many member calls read it: prepared (db/prepared.ts).
const accountById = prepared('account_by_id', (db) => accountQuery(db).where(eq(users.id, sql.placeholder('userId'))));

export async function findAccount(db: Db, userId: number): Promise<Account | undefined> {
  const [row] = await accountById(db).execute({ userId });
  return row;
}

/** What the contract's User shows of an account (user-view.ts). */
export interface UserAccount {
  user: Pick<
    UserRow,
    'id' | 'email' | 'status' | 'credits' | 'paidUser' | 'createdAt' | 'language' | 'notificationsDisabled' | 'notificationSettings' | 'fictionalFirstContact'
  >;
  profile: Pick<ProfileRow, 'name' | 'country' | 'region' | 'status'>;
  mainPhoto: Account['mainPhoto'];
}

/**
 * user.php reads it on every call (prepared): only the columns User shows, as every column of a
 * row costs the driver and Drizzle work on each answer (issue 20: half of users' and profiles'
 * columns are not shown, the password hash among them).
 */
const userAccountById = prepared('user_account_by_id', (db) =>
  db
    .select({
      user: {
        id: users.id,
        email: users.email,
        status: users.status,
        credits: users.credits,
        paidUser: users.paidUser,
        createdAt: users.createdAt,
        language: users.language,
        notificationsDisabled: users.notificationsDisabled,
        notificationSettings: users.notificationSettings,
        fictionalFirstContact: users.fictionalFirstContact,
      },
      profile: { name: profiles.name, country: profiles.country, region: profiles.region, status: profiles.status },
      mainPhoto: { id: photos.id, status: photos.status },
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(users.id, sql.placeholder('userId'))),
);

export async function findUserAccount(db: Db, userId: number): Promise<UserAccount | undefined> {
  const [row] = await userAccountById(db).execute({ userId });
  return row;
}

/** E-mail addresses are stored trimmed and lower-case; the contract's Email schema gives them so. */
export async function findAccountByEmail(db: Db, siteId: number, email: string): Promise<Account | undefined> {
  const [row] = await accountQuery(db).where(and(eq(users.siteId, siteId), eq(users.email, email)));
  return row;
}

export async function emailHasAccount(db: Db, siteId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)));
  return row !== undefined;
}

export async function userIsOnSite(db: Db, siteId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  return row !== undefined;
}

/** A new member: the users row and its profile together; answers the new id. */
export async function insertAccount(
  db: Db,
  user: typeof users.$inferInsert,
  profile: Omit<typeof profiles.$inferInsert, 'userId' | 'siteId'>,
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  await db.insert(profiles).values({ ...profile, userId: row!.id, siteId: user.siteId });
  return row!.id;
}

export async function updateUser(db: Db, userId: number, values: Partial<Omit<UserRow, 'id'>>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateProfile(
  db: Db,
  userId: number,
  values: Partial<Omit<ProfileRow, 'userId'>>,
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}
