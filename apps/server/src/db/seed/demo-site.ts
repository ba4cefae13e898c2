import {
  DEFAULT_CREDIT_BUNDLES,
  INTEREST_KEYS,
  type Locale,
  PROFILE_FIELDS,
  SEARCH_FIELDS,
  FirstContactSettings, ScamSignalSettings, ThemeColours,
  type SiteConfig,
  type SiteTexts,
} from '@app/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, discountCodes, sites } from '../schema';

const EUR = 'EUR';
const DEMO_DOMAIN = 'localhost';

/**
 * Both demo sites mark their fictional profiles alike, in every language the app speaks: the
 * warning is a legal disclosure, so a member never reads it in another language than their own.
 */
const FICTIONAL_TEXTS = {
  da: {
    fictional_warning:
      'Nogle profiler på denne side er fiktive og drives af vores team til underholdning. Du kan ikke møde dem i virkeligheden.',
    fictional_plural: 'fiktive profiler',
    fictional_singular: 'fiktiv profil',
  },
  de: {
    fictional_warning:
      'Einige Profile auf dieser Seite sind fiktiv und werden zur Unterhaltung von unserem Team betrieben. Du kannst sie nicht persönlich treffen.',
    fictional_plural: 'fiktive Profile',
    fictional_singular: 'fiktives Profil',
  },
  en: {
    fictional_warning:
      'Some profiles on this site are fictional and run by our team for entertainment. You cannot meet them in person.',
    fictional_plural: 'fictional profiles',
    fictional_singular: 'fictional profile',
  },
  es: {
    fictional_warning:
      'Algunos perfiles de este sitio son ficticios y los gestiona nuestro equipo como entretenimiento. No puedes conocerlos en persona.',
    fictional_plural: 'perfiles ficticios',
    fictional_singular: 'perfil ficticio',
  },
  fi: {
    fictional_warning:
      'Osa tämän sivuston profiileista on kuvitteellisia, ja tiimimme ylläpitää niitä viihteen vuoksi. Et voi tavata heitä oikeasti.',
    fictional_plural: 'kuvitteelliset profiilit',
    fictional_singular: 'kuvitteellinen profiili',
  },
  fr: {
    fictional_warning:
      'Certains profils de ce site sont fictifs et gérés par notre équipe pour le divertissement. Tu ne peux pas les rencontrer en personne.',
    fictional_plural: 'profils fictifs',
    fictional_singular: 'profil fictif',
  },
  it: {
    fictional_warning:
      'Alcuni profili su questo sito sono fittizi e gestiti dal nostro team a scopo di intrattenimento. Non puoi incontrarli di persona.',
    fictional_plural: 'profili fittizi',
    fictional_singular: 'profilo fittizio',
  },
  nb: {
    fictional_warning:
      'Noen profiler på dette nettstedet er fiktive og drives av teamet vårt for underholdningens skyld. Du kan ikke møte dem i virkeligheten.',
    fictional_plural: 'fiktive profiler',
    fictional_singular: 'fiktiv profil',
  },
  nl: {
    fictional_warning:
      'Sommige profielen op deze site zijn fictief en worden voor de entertainment door ons team beheerd. Je kunt ze niet in het echt ontmoeten.',
    fictional_plural: 'fictieve profielen',
    fictional_singular: 'fictief profiel',
  },
  pl: {
    fictional_warning:
      'Niektóre profile na tej stronie są fikcyjne i prowadzone przez nasz zespół dla rozrywki. Nie możesz spotkać się z nimi osobiście.',
    fictional_plural: 'profile fikcyjne',
    fictional_singular: 'profil fikcyjny',
  },
  sv: {
    fictional_warning:
      'Vissa profiler på den här sidan är fiktiva och drivs av vårt team som underhållning. Du kan inte träffa dem på riktigt.',
    fictional_plural: 'fiktiva profiler',
    fictional_singular: 'fiktiv profil',
  },
} satisfies Record<Locale, Pick<SiteTexts, 'fictional_warning' | 'fictional_plural' | 'fictional_singular'>>;

/** The fictional texts in every language but the site's own, which its main fields hold. */
function otherFictionalTexts(siteLanguage: Locale): Partial<Record<Locale, Partial<SiteTexts>>> {
  return Object.fromEntries(Object.entries(FICTIONAL_TEXTS).filter(([locale]) => locale !== siteLanguage));
}

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
  ...FICTIONAL_TEXTS.en,
  index_title: 'Gay dating and chat',
  description: 'Meet gay men near you: search profiles, like, match and chat in real time.',
  texts: {
    ...otherFictionalTexts('en'),
    nl: {
      ...FICTIONAL_TEXTS.nl,
      index_title: 'Gay daten en chatten',
      description: 'Ontmoet homomannen bij jou in de buurt: zoek profielen, like, match en chat direct.',
    },
    de: {
      ...FICTIONAL_TEXTS.de,
      index_title: 'Gay-Dating und Chat',
      description: 'Lerne schwule Männer in deiner Nähe kennen: Profile suchen, liken, matchen und in Echtzeit chatten.',
    },
    fr: {
      ...FICTIONAL_TEXTS.fr,
      index_title: 'Rencontres et chat gay',
      description: 'Rencontre des hommes gays près de chez toi : cherche des profils, like, matche et discute en temps réel.',
    },
  },
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
  payment_methods: {},
  scam_signals: ScamSignalSettings.parse({}),
  first_contact: FirstContactSettings.parse({}),
  photo_moderation: 'post',
  theme_colours: ThemeColours.parse({}),
};

/** The second demo site's host: browsers resolve every *.localhost name to this machine. */
export const SHE_DEMO_DOMAIN = 'she.localhost';
const SHE_DEMO_NAME = 'Sie & Sie';

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
  ...FICTIONAL_TEXTS.de,
  index_title: 'Lesbische Singles und Chat',
  description: 'Lerne Frauen in deiner Nähe kennen, die Frauen lieben: Profile suchen, liken, matchen und in Echtzeit chatten.',
  texts: {
    ...otherFictionalTexts('de'),
    en: {
      ...FICTIONAL_TEXTS.en,
      index_title: 'Lesbian singles and chat',
      description: 'Meet women near you who love women: search profiles, like, match and chat in real time.',
    },
  },
  countries: ['DE', 'AT', 'CH'],
  mail_name: SHE_DEMO_NAME,
  // The purple and magenta its landers wear (the niche's colours), in the app too.
  theme_colours: ThemeColours.parse({ primary: '#7b1fa2', secondary: '#ad1457', unread_messages: '#ad1457' }),
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
    const added = await db
      .insert(sites)
      .values({
        domain: SHE_DEMO_DOMAIN,
        name: SHE_DEMO_NAME,
        language: 'de',
        niche: 2,
        companyId: demo.companyId,
        config: SHE_DEMO_SITE_CONFIG,
      })
      .onConflictDoNothing({ target: sites.domain })
      .returning({ id: sites.id });
    if (added.length > 0) {
      await db
        .update(companies)
        .set({ tradenames: sql`${companies.tradenames} || ${JSON.stringify([SHE_DEMO_NAME])}::jsonb` })
        .where(eq(companies.id, demo.companyId));
    }
    for (const [domain, config] of [[DEMO_DOMAIN, DEMO_SITE_CONFIG], [SHE_DEMO_DOMAIN, SHE_DEMO_SITE_CONFIG]] as const) {
      await addMissingDemoTexts(db, domain, config.texts);
    }
  }
}

/**
 * Demo sites stored before the demo had a text in some language get the demo's; what the site
 * already says in a language (an operator's edit) stays.
 */
async function addMissingDemoTexts(db: Db, domain: string, demoTexts: SiteConfig['texts']): Promise<void> {
  const [site] = await db.select({ config: sites.config }).from(sites).where(eq(sites.domain, domain));
  if (!site) return;
  const stored: SiteConfig['texts'] = site.config.texts ?? {};
  const missing = Object.entries(demoTexts).some(([locale, fields]) =>
    Object.keys(fields ?? {}).some((field) => !(field in (stored[locale as Locale] ?? {}))),
  );
  if (!missing) return;
  const texts = { ...stored };
  for (const [locale, fields] of Object.entries(demoTexts)) {
    texts[locale as Locale] = { ...fields, ...stored[locale as Locale] };
  }
  await db
    .update(sites)
    .set({ config: sql`${sites.config} || ${JSON.stringify({ texts })}::jsonb` })
    .where(eq(sites.domain, domain));
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
        // Registered for VAT in Germany too, its biggest market after home.
        vatNumbers: { NL: 'NL123456789B01', DE: 'DE298765432' },
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
