import { DEFAULT_CREDIT_BUNDLES, INTEREST_KEYS, PROFILE_FIELDS, SEARCH_FIELDS, type SiteConfig } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, discountCodes, sites } from '../schema';

const EUR = 'EUR';
const DEMO_DOMAIN = 'localhost';

export const DEMO_SITE_CONFIG: SiteConfig = {
  cdn_prefix: '',
  signups: 'all',
  logged_out_search: 'all',
  logged_out_search_trafficsource: true,
  enable_site_entry_popup: 'yes',
  site_entry_popup_countries: [],
  support_phone: '+31 20-123 45 67',
  support_email: 'support@rainbowdate.example',
  minimum_message_costs: {
    NL: { costs: 0.99, currency: EUR },
    BE: { costs: 0.99, currency: EUR },
    DE: { costs: 0.99, currency: EUR },
    CH: { costs: 1.2, currency: 'CHF' },
    DK: { costs: 7.5, currency: 'DKK' },
    NO: { costs: 11, currency: 'NOK' },
    SE: { costs: 11, currency: 'SEK' },
    PL: { costs: 4.5, currency: 'PLN' },
    GB: { costs: 0.85, currency: 'GBP' },
  },
  fictional_icon: true,
  fictional_warning:
    'Some profiles on this site are fictional and run by our team for entertainment. You cannot meet them in person.',
  fictional_plural: 'fictional profiles',
  fictional_singular: 'fictional profile',
  index_title: 'Gay dating and chat',
  description: 'Meet gay men near you: search profiles, like, match and chat in real time.',
  countries: ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'DK', 'NO', 'SE', 'FI', 'PL', 'GB', 'IE'],
  visible_profile_fields: [...PROFILE_FIELDS],
  visible_profile_notes: true,
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 20,
  signup_credits: 10,
  message_length: 1000,
  search_fields: [...SEARCH_FIELDS],
  refund_days: 14,
  member_resell: false,
  mail_name: 'Rainbow Date',
  interests: [...INTEREST_KEYS],
  credit_bundles: DEFAULT_CREDIT_BUNDLES,
};

/** The second demo site's host: browsers resolve every *.localhost name to this machine. */
export const SHE_DEMO_DOMAIN = 'she.localhost';

/**
 * A second demo site on its own host, to show (and test) that the host picks the site: another
 * niche (2, lesbian dating), language and market, run by the same company. Its entry warning is
 * limited to two countries, as an operator would do where the law asks for it.
 */
const SHE_DEMO_SITE_CONFIG: SiteConfig = {
  ...DEMO_SITE_CONFIG,
  enable_site_entry_popup: 'yes',
  site_entry_popup_countries: ['DE', 'AT'],
  support_email: 'support@sie-und-sie.example',
  minimum_message_costs: {
    DE: { costs: 0.99, currency: EUR },
    AT: { costs: 0.99, currency: EUR },
    CH: { costs: 1.2, currency: 'CHF' },
  },
  fictional_warning:
    'Einige Profile auf dieser Seite sind fiktiv und werden zur Unterhaltung von unserem Team betrieben. Du kannst sie nicht persönlich treffen.',
  fictional_plural: 'fiktive Profile',
  fictional_singular: 'fiktives Profil',
  index_title: 'Lesbische Singles und Chat',
  description: 'Lerne Frauen in deiner Nähe kennen, die Frauen lieben: Profile suchen, liken, matchen und in Echtzeit chatten.',
  countries: ['DE', 'AT', 'CH'],
  mail_name: 'Sie & Sie',
};

/**
 * The demo site's discount codes (SPEC §3, §5). TIMEBONUS25 has no date of its own: each member's
 * window runs from their signup (SPEC §9).
 */
const DEMO_DISCOUNT_CODES = [
  { code: 'TIMEBONUS25', valuePercentage: 25, validity: 'once_per_user' },
  { code: 'WELCOME10', valuePercentage: 10, validity: 'unlimited' },
  { code: 'SAVE20', valuePercentage: 20, validity: 'once_per_user', minimumOrderValue: 5999, currency: EUR },
  { code: 'NL15', valuePercentage: 15, validity: 'once_per_user', country: 'NL' },
] satisfies Omit<typeof discountCodes.$inferInsert, 'siteId'>[];

/**
 * Seeds the demo operator and its default site once; a database that has sites keeps them. The
 * demo codes and the second demo site are added on every start, each once, so databases seeded
 * before they existed get them.
 */
export async function seedDemoSite(db: Db): Promise<void> {
  const existing = await db.select({ id: sites.id }).from(sites).limit(1);
  if (existing.length === 0) await createDemoSite(db);
  const [demo] = await db
    .select({ id: sites.id, companyId: sites.companyId })
    .from(sites)
    .where(eq(sites.domain, DEMO_DOMAIN));
  if (demo) {
    await db
      .insert(discountCodes)
      .values(DEMO_DISCOUNT_CODES.map((code) => ({ ...code, siteId: demo.id })))
      .onConflictDoNothing();
    // Added beside the demo site only, so an operator's own database never gets a demo host.
    await db
      .insert(sites)
      .values({
        domain: SHE_DEMO_DOMAIN,
        name: 'Sie & Sie',
        language: 'de',
        niche: 2,
        companyId: demo.companyId,
        config: SHE_DEMO_SITE_CONFIG,
      })
      .onConflictDoNothing({ target: sites.domain });
  }
}

async function createDemoSite(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Rainbow Media B.V.',
        addressLines: ['Herengracht 100', '1015 BS Amsterdam', 'Netherlands'],
        kvk: '12345678',
        city: 'Amsterdam',
        country: 'NL',
        tradenames: ['Rainbow Date'],
        vatNumbers: { NL: 'NL123456789B01' },
        supportPhone: '+31 20-123 45 67',
        deleteDiscount: 50,
        added: new Date('2024-03-01T09:00:00Z'),
      })
      .returning({ id: companies.id });
    await tx.insert(sites).values({
      domain: DEMO_DOMAIN,
      isDefault: true,
      name: 'Rainbow Date',
      language: 'en',
      niche: 7,
      companyId: company!.id,
      config: DEMO_SITE_CONFIG,
    });
  });
}
