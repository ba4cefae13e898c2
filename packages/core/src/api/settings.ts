import { z } from 'zod';
import { Id } from './ids';
import { Locale } from './locale';
import { InterestKey } from './interests';
import { CreditBundle, DEFAULT_CREDIT_BUNDLES, PaymentMethodsByCountry } from './payments';
import { CountryCode, RegionLabel } from './regions';
import { ThemeColours } from '../theme-colours';

/** SPEC §9: niche codes 1 to 7 and the lander prefix each maps to ('' for the general niche). */
export const NICHE_LANDER_PREFIXES = {
  1: '',
  2: 'she',
  3: 'bdsm',
  4: 'bbw',
  5: 'gilf',
  6: 'milf',
  7: 'gay',
} as const;
export const Niche = z.number().int().min(1).max(7);
export type Niche = z.infer<typeof Niche>;

export const SignupsMode = z.enum(['all', 'with_trafficsource', 'off']);
export type SignupsMode = z.infer<typeof SignupsMode>;

export const LoggedOutSearch = z.enum(['all', 'none']);
export type LoggedOutSearch = z.infer<typeof LoggedOutSearch>;

export const MessageCost = z.object({
  /** The least a message costs in this country, in the currency's main unit (0.99 = 99 cents). */
  costs: z.number().nonnegative(),
  currency: z.string().length(3),
});
export type MessageCost = z.infer<typeof MessageCost>;

/** Profile fields an operator may show on member profiles and in search (SPEC §3). */
export const PROFILE_FIELDS = [
  'age', 'gender', 'sexuality', 'country', 'region', 'city', 'interests', 'hair_colour',
  'eye_colour', 'body_type', 'relationship_status',
] as const;
export const ProfileField = z.enum(PROFILE_FIELDS);
export type ProfileField = z.infer<typeof ProfileField>;

export const SEARCH_FIELDS = ['gender', 'country', 'region', 'age'] as const;
export const SearchField = z.enum(SEARCH_FIELDS);
export type SearchField = z.infer<typeof SearchField>;

/** A site's own words, written by its operator: one set in the site's language, more per language in `texts`. */
export const SiteTexts = z.object({
  fictional_warning: z.string(),
  fictional_plural: z.string(),
  fictional_singular: z.string(),
  index_title: z.string(),
  description: z.string(),
});
export type SiteTexts = z.infer<typeof SiteTexts>;
/**
 * When a chat message is held for a moderator instead of reaching its receiver (scam signals,
 * issue 18). Staff-only: SiteSettings leaves them out, so senders cannot read what trips them.
 */
export const ScamSignalSettings = z.object({
  /** An account younger than this is new: its repeated texts and bursts of conversations are held. */
  new_account_hours: z.number().int().min(0).default(72),
  /** A new account's text, or one nearly the same, sent to this many members is held from then on. */
  same_text_members: z.number().int().min(2).default(5),
  /** How alike two texts must be to count as the same (1 − edit distance ÷ length). */
  same_text_similarity: z.number().min(0.5).max(1).default(0.85),
  /** A link, phone number, e-mail, IBAN or crypto address in a member's first this-many messages is held. */
  first_messages: z.number().int().min(0).default(10),
  /** A new account's messages are held once it started this many conversations within an hour. */
  conversations_per_hour: z.number().int().min(1).default(10),
});
export type ScamSignalSettings = z.infer<typeof ScamSignalSettings>;

/**
 * When the operator of a fictional profile may write the first message to a member (issue 19):
 * only to new members, not at once, and a few at most. Staff-only, like the scam signals.
 */
export const FirstContactSettings = z.object({
  /** How many fictional profiles may write first to one member, ever; 0 turns first messages off. */
  per_member: z.number().int().min(0).max(20).default(2),
  /** No first message sooner than this after the member signed up. */
  after_signup_minutes: z.number().int().min(0).default(30),
  /** Nor later than this: first messages are a welcome for new members, not a way to bring old ones back. */
  within_signup_days: z.number().int().min(1).max(365).default(14),
}).refine((settings) => settings.after_signup_minutes < settings.within_signup_days * 24 * 60, {
  // Else no member is ever new enough and old enough at once, and first messages stop unseen.
  path: ['after_signup_minutes'],
  message: 'must be shorter than the days new members are written to',
});
export type FirstContactSettings = z.infer<typeof FirstContactSettings>;

const SITE_TEXT_FIELDS = Object.keys(SiteTexts.shape) as (keyof SiteTexts)[];

/**
 * What an operator configures per site, kept as one validated JSON document beside the site's
 * identity columns so that a new setting needs no migration.
 */
export const SiteConfig = z.object({
  cdn_prefix: z.string(),
  signups: SignupsMode,
  logged_out_search: LoggedOutSearch,
  logged_out_search_trafficsource: z.boolean(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  /** Countries the entry warning is limited to; empty means every country. */
  site_entry_popup_countries: z.array(CountryCode),
  support_phone: z.string(),
  support_email: z.email(),
  minimum_message_costs: z.record(CountryCode, MessageCost),
  fictional_icon: z.boolean(),
  ...SiteTexts.shape,
  /** The texts in languages other than the site's own; a language without them shows the site's own. */
  texts: z.partialRecord(Locale, SiteTexts.partial()).default({}),
  countries: z.array(CountryCode).min(1),
  visible_profile_fields: z.array(ProfileField),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().min(0),
  photo_credits: z.number().int().min(0),
  gift_credits: z.number().int().min(0),
  signup_credits: z.number().int().min(0),
  message_length: z.number().int().min(1),
  search_fields: z.array(SearchField),
  refund_days: z.number().int().min(0),
  member_resell: z.boolean(),
  mail_name: z.string(),
  interests: z.array(InterestKey),
  /** What /credits, /pricing and /premium sell; sites without their own list sell the default bundles. */
  credit_bundles: z
    .array(CreditBundle)
    .min(1)
    .superRefine((bundles, context) => {
      // A checkout names its bundle by id.
      bundles.forEach(({ id }, index) => {
        if (bundles.findIndex((other) => other.id === id) !== index) {
          context.addIssue({ code: 'custom', path: [index, 'id'], message: 'another bundle has this id' });
        }
      });
    })
    .default(DEFAULT_CREDIT_BUNDLES),
  /**
   * When others first see a new photo, or one made public: 'pre' once a moderator approved it,
   * 'post' as soon as the automatic check passed, a moderator looking afterwards.
   */
  photo_moderation: z.enum(['pre', 'post']).default('post'),
  /** Countries whose checkout offers other methods than PAYMENT_METHODS_BY_COUNTRY says. */
  payment_methods: PaymentMethodsByCountry.default({}),
  scam_signals: ScamSignalSettings.prefault({}),
  first_contact: FirstContactSettings.prefault({}),
  /** SPEC §9's colours, this site's own where its operator set them: the app, landers, manifest and mails wear them. */
  theme_colours: ThemeColours.prefault({}),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/**
 * The site's texts in one language: that language's own where the operator wrote them, else the
 * site's. The site's own language always reads the main fields, so editing them is never hidden
 * by a stray entry in `texts`.
 */
export function siteTextsFor(config: Pick<SiteConfig, keyof SiteTexts | 'texts'>, siteLanguage: string, locale: Locale): SiteTexts {
  const own = (locale !== siteLanguage && config.texts[locale]) || {};
  return Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, own[field] ?? config[field]])) as SiteTexts;
}

/** GET /api/settings.php: the route's query passes through; `domain` forces the site. */
export const SettingsQuery = z.looseObject({ domain: z.string().max(253).optional() });
export type SettingsQuery = z.infer<typeof SettingsQuery>;

/** The settings of one visitor: the site's texts already in their language, so `texts` is left out, and no staff-only setting. */
export const SiteSettings = SiteConfig.omit({ texts: true, scam_signals: true, first_contact: true }).extend({
  name: z.string(),
  domain: z.string(),
  domain_language: Locale,
  niche: Niche,
  company_id: Id,
  /** Country of the visitor as the edge proxy reports it, when it does. */
  geoip_country: CountryCode.nullable(),
  /** Country the visitor picked, from the `country` cookie. */
  geoip_selected_country: CountryCode.nullable(),
  /** VAPID public key for web push; null until push is configured. */
  push_public_key: z.string().nullable(),
  /** How each of the site's countries names its regions. */
  region_data: z.record(CountryCode, RegionLabel),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SettingsResponse = z.object({
  settings: SiteSettings,
  domain_language: Locale,
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;

/** SPEC §5: the support phone is dialled as given, without hyphens or white space. */
export function cleanSupportPhone(phone: string): string {
  return phone.replace(/[\s-]+/g, '');
}
