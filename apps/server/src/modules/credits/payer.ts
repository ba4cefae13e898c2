import { CountryCode, type Currency, currencyFor, DEFAULT_LOCALE, isLocale, type Locale } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { notFound } from '../../http/app-error';

/** The member as the payment rules see them: where they pay from, in what, and their standing. */
export interface Payer {
  userId: number;
  siteId: number;
  email: string;
  name: string;
  country: CountryCode;
  currency: Currency;
  language: Locale;
  paidUser: boolean;
  signedUpAt: Date;
  directDebitBlocked: boolean;
}

export async function loadPayer(db: Db, userId: number): Promise<Payer> {
  const [row] = await db
    .select({
      siteId: users.siteId,
      email: users.email,
      language: users.language,
      paidUser: users.paidUser,
      createdAt: users.createdAt,
      directDebitBlockedAt: users.directDebitBlockedAt,
      name: profiles.name,
      country: profiles.country,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const country = CountryCode.parse(row.country);
  return {
    userId,
    siteId: row.siteId,
    email: row.email,
    name: row.name,
    country,
    currency: currencyFor(country),
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    paidUser: row.paidUser,
    signedUpAt: row.createdAt,
    directDebitBlocked: row.directDebitBlockedAt !== null,
  };
}
