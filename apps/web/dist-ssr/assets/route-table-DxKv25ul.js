import { generatePath } from "react-router";
import { z as z$40 } from "zod/v4";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
		key = keys[i];
		if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: ((k) => from[k]).bind(null, key),
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __reExport = (target, mod, secondTarget) => (__copyProps(target, mod, "default"), secondTarget && __copyProps(secondTarget, mod, "default"));
// src/lib/zod-without-eval.ts
var zod_without_eval_exports = /* @__PURE__ */ __exportAll({ default: () => z$40 });
import * as import_zod_v4 from "zod/v4";
__reExport(zod_without_eval_exports, import_zod_v4);
/**
* The web build's 'zod' (vite.config.ts points every `import … from 'zod'` here, packages/core's
* included). Zod compiles object parsers with `new Function` when it may, and probes for that
* when a schema is made; the site's Content-Security-Policy forbids eval and reports even the
* probe as a violation. Being the module every schema imports, this runs before any is made.
*/
z$40.config({ jitless: true });
// ../../packages/core/src/locales.ts
/** Interface languages of SPEC §1; the first is the default. */
var LOCALES = [
	"en",
	"da",
	"de",
	"es",
	"fi",
	"fr",
	"it",
	"nb",
	"nl",
	"pl",
	"sv"
];
var Locale = zod_without_eval_exports.z.enum(LOCALES);
/** Name the language by itself, so a visitor finds their own language in any interface language. */
var LOCALE_NATIVE_NAMES = {
	da: "Dansk",
	de: "Deutsch",
	en: "English",
	es: "Español",
	fi: "Suomi",
	fr: "Français",
	it: "Italiano",
	nb: "Norsk bokmål",
	nl: "Nederlands",
	pl: "Polski",
	sv: "Svenska"
};
var LOCALE_COOKIE = "locale";
function isLocale(value) {
	return Locale.safeParse(value).success;
}
// ../../packages/core/src/api/errors.ts
/** Every error code the API answers with; the web app translates each as `errors.<code>`. */
var ERROR_CODES = [
	"validation_failed",
	"not_found",
	"authentication_required",
	"request_type_required",
	"forbidden",
	"internal_error",
	"service_unavailable",
	"signups_closed",
	"email_taken",
	"account_pending_deletion",
	"login_failed",
	"too_many_attempts",
	"too_many_reset_mails",
	"too_many_mails",
	"too_many_requests",
	"rate_limited",
	"appeal_not_allowed",
	"too_many_lookups",
	"email_not_found",
	"link_invalid",
	"wrong_old_password",
	"wrong_password",
	"banned",
	"premium_required",
	"photo_limit_reached",
	"photo_invalid",
	"photo_too_large",
	"photo_too_many_pixels",
	"photo_too_small",
	"swipe_limit_reached",
	"blocked",
	"login_required",
	"not_enough_credits",
	"conversation_limit_reached",
	"cannot_reply",
	"bundle_not_found",
	"method_not_available",
	"code_not_found",
	"code_already_used",
	"code_expired",
	"code_minimum_order",
	"code_wrong_country",
	"code_method_not_allowed",
	"payment_failed",
	"payment_provider_unavailable",
	"direct_debit_blocked",
	"direct_debit_limit_reached",
	"sms_code_invalid",
	"sms_unavailable",
	"refund_window_passed",
	"refund_not_possible",
	"data_export_too_soon",
	"fictional_warning_unconfirmed"
];
/**
* Codes only the back office meets (staff screens are English only, so the member app's
* catalogues need no text for them); a code a member can meet belongs in ERROR_CODES.
*/
var STAFF_ERROR_CODES = [
	"staff_authentication_required",
	"second_factor_invalid",
	"staff_email_taken",
	"newsletter_not_draft",
	"complaint_not_open",
	"appeal_same_staff",
	"escalated_to_admin",
	"conversation_taken",
	"conversation_changed",
	"queue_empty",
	"first_contact_refused"
];
var ErrorCode = zod_without_eval_exports.z.enum([...ERROR_CODES, ...STAFF_ERROR_CODES]);
var ErrorBody = zod_without_eval_exports.z.object({ error: zod_without_eval_exports.z.object({
	code: ErrorCode,
	message: zod_without_eval_exports.z.string(),
	/** For validation_failed: which field broke which rule, by dotted path. */
	fields: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string(), zod_without_eval_exports.z.string()).optional(),
	/** Values the translated message needs, e.g. { minutes: 15 } for too_many_attempts. */
	params: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string(), zod_without_eval_exports.z.union([zod_without_eval_exports.z.string(), zod_without_eval_exports.z.number()])).optional()
}) });
// ../../packages/core/src/api/ids.ts
/**
* Every id is a PostgreSQL `integer` (int4): a larger number names no row, and the database would
* refuse to compare with it, so the contract refuses it first.
*/
var ID_MAX = 2 ** 31 - 1;
/** A row id in a JSON body or answer. */
var Id = zod_without_eval_exports.z.number().int().positive().max(ID_MAX, "invalid");
/** A row id in a URL (query or path), where it arrives as text. */
var IdParam = zod_without_eval_exports.z.coerce.number().int().positive().max(ID_MAX, "invalid");
var InterestKey = zod_without_eval_exports.z.enum([
	"adventure",
	"analsex",
	"animals",
	"art",
	"astrology",
	"bbq",
	"beach",
	"beer",
	"biking",
	"bondage",
	"coffee",
	"cooking",
	"dancing",
	"exchanging_pictures",
	"fashion",
	"foodie",
	"gardening",
	"gym",
	"hiking",
	"hugging",
	"kissing",
	"lingerie",
	"massages",
	"masturbating",
	"movies",
	"music",
	"one_night_stand",
	"oral_sex",
	"outdoors",
	"party",
	"photography",
	"politics",
	"public_sex",
	"reading",
	"relationship",
	"sadomasochism",
	"safe_sex",
	"sex",
	"sex_toys",
	"shopping",
	"sports",
	"sushi",
	"tattoos",
	"tea",
	"theater",
	"threesome",
	"travelling",
	"vegetarian",
	"video_games",
	"wine"
]);
var Interest = zod_without_eval_exports.z.object({
	key: InterestKey,
	icon: zod_without_eval_exports.z.string()
});
var InterestsResponse = zod_without_eval_exports.z.object({ interests: zod_without_eval_exports.z.array(Interest) });
// ../../packages/core/src/api/regions.ts
var CountryCode = zod_without_eval_exports.z.string().regex(/^[A-Z]{2}$/, "two capital letters (ISO 3166-1 alpha-2)");
var RegionLabel = zod_without_eval_exports.z.enum([
	"province",
	"state",
	"canton",
	"county",
	"voivodeship",
	"region"
]);
var Region = zod_without_eval_exports.z.object({
	code: zod_without_eval_exports.z.string(),
	name: zod_without_eval_exports.z.string()
});
var CountryRegions = zod_without_eval_exports.z.object({
	country: CountryCode,
	label: RegionLabel,
	regions: zod_without_eval_exports.z.array(Region)
});
zod_without_eval_exports.z.object({ country: CountryCode.optional() });
var RegionsResponse = zod_without_eval_exports.z.object({ countries: zod_without_eval_exports.z.array(CountryRegions) });
var Currency = zod_without_eval_exports.z.enum([
	"EUR",
	"CHF",
	"GBP",
	"PLN",
	"SEK",
	"DKK",
	"NOK",
	"USD"
]);
var PaymentMethod = zod_without_eval_exports.z.enum([
	"ideal",
	"bancontact",
	"creditcard",
	"maestro",
	"cartebancaire",
	"dankort",
	"nexi",
	"paypal",
	"applepay",
	"sofort",
	"giropay",
	"eps",
	"przelewy24",
	"blik",
	"swish",
	"mobilepay",
	"vipps",
	"twint",
	"satispay",
	"paysafecard",
	"banktransfer",
	"directdebit"
]);
/** A site's own method lists for some countries (site settings `payment_methods`); the rest keep ours. */
var PaymentMethodsByCountry = zod_without_eval_exports.z.partialRecord(CountryCode, zod_without_eval_exports.z.array(PaymentMethod).min(1, "at least one method"));
/**
* Direct debit is paid through its own form (/directdebit: IBAN, SMS code), not the provider's
* checkout; every other method redirects to the provider.
*/
var DIRECT_DEBIT = "directdebit";
var StorableMethod = zod_without_eval_exports.z.enum(["creditcard", "directdebit"]);
var BundleHighlight = zod_without_eval_exports.z.enum(["popular", "best_value"]);
/** A credit bundle as an operator configures it (site settings): prices per currency, minor units. */
var CreditBundle = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.string().regex(/^[a-z0-9-]{1,40}$/),
	credits: zod_without_eval_exports.z.number().int().positive(),
	prices: zod_without_eval_exports.z.partialRecord(Currency, zod_without_eval_exports.z.number().int().positive()),
	highlight: BundleHighlight.nullable()
});
/** A bundle priced for one member: the amount in their currency. */
/** The bundles a site sells unless its settings list others: cheaper per credit as they grow. */
var DEFAULT_CREDIT_BUNDLES = [
	{
		id: "starter",
		credits: 50,
		prices: {
			EUR: 1499,
			CHF: 1490,
			GBP: 1299,
			PLN: 6499,
			SEK: 16900,
			DKK: 11200,
			NOK: 17500,
			USD: 1599
		},
		highlight: null
	},
	{
		id: "plus",
		credits: 125,
		prices: {
			EUR: 2999,
			CHF: 2990,
			GBP: 2599,
			PLN: 12999,
			SEK: 33900,
			DKK: 22400,
			NOK: 34900,
			USD: 3199
		},
		highlight: null
	},
	{
		id: "popular",
		credits: 275,
		prices: {
			EUR: 5999,
			CHF: 5990,
			GBP: 5199,
			PLN: 25999,
			SEK: 67900,
			DKK: 44800,
			NOK: 69900,
			USD: 6499
		},
		highlight: "popular"
	},
	{
		id: "best",
		credits: 600,
		prices: {
			EUR: 11999,
			CHF: 11990,
			GBP: 10399,
			PLN: 51999,
			SEK: 135900,
			DKK: 89500,
			NOK: 139900,
			USD: 12999
		},
		highlight: "best_value"
	}
];
var PricedBundle = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.string(),
	credits: zod_without_eval_exports.z.number().int(),
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	highlight: BundleHighlight.nullable()
});
/** A card or SEPA mandate kept from an earlier payment, for /credits/repeat-order. */
var StoredPaymentMethod = zod_without_eval_exports.z.object({
	id: Id,
	method: StorableMethod,
	/** What the member recognises it by: '•••• 4242' or 'NL91 •••• 4300'. */
	label: zod_without_eval_exports.z.string(),
	holder: zod_without_eval_exports.z.string().nullable()
});
zod_without_eval_exports.z.object({ country: CountryCode.optional() });
var CreditsOffer = zod_without_eval_exports.z.object({
	country: CountryCode,
	currency: Currency,
	bundles: zod_without_eval_exports.z.array(PricedBundle),
	payment_methods: zod_without_eval_exports.z.array(PaymentMethod),
	/** Empty for visitors. */
	stored_methods: zod_without_eval_exports.z.array(StoredPaymentMethod),
	direct_debit: zod_without_eval_exports.z.object({
		/** Offered in this country (SEPA, euro). */
		available: zod_without_eval_exports.z.boolean(),
		/** SPEC §8: 'Your account is blocked for direct debit payments.' */
		blocked: zod_without_eval_exports.z.boolean(),
		/** What may still be debited in the current 30-day window, minor units of EUR. */
		remaining_limit: zod_without_eval_exports.z.number().int()
	})
});
/** Provider states; SPEC §4 shows them as loading, pending, completed (paid), failed or cancelled. */
var PAYMENT_STATUSES = [
	"open",
	"pending",
	"paid",
	"failed",
	"canceled",
	"expired"
];
var PaymentStatus = zod_without_eval_exports.z.enum(PAYMENT_STATUSES);
/** States after which a payment never changes again. */
var FINAL_PAYMENT_STATUSES = [
	"paid",
	"failed",
	"canceled",
	"expired"
];
/** One purchase of a bundle (the order overview and the receipt of /transactions/{id}). */
var Order = zod_without_eval_exports.z.object({
	id: Id,
	created_at: zod_without_eval_exports.z.iso.datetime(),
	paid_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	bundle_id: zod_without_eval_exports.z.string(),
	credits: zod_without_eval_exports.z.number().int(),
	/** What was charged, after any discount, in minor units. */
	amount: zod_without_eval_exports.z.number().int(),
	amount_before_discount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	method: PaymentMethod,
	status: PaymentStatus,
	discount_code: zod_without_eval_exports.z.string().nullable(),
	discount_percentage: zod_without_eval_exports.z.number().int().nullable(),
	country: CountryCode,
	/** A repeat order charged a stored card or mandate without a checkout. */
	repeat: zod_without_eval_exports.z.boolean()
});
var DiscountCodeText = zod_without_eval_exports.z.string().trim().min(1, "required").max(40, "too_long").transform((code) => code.toUpperCase());
zod_without_eval_exports.z.object({
	bundle_id: zod_without_eval_exports.z.string().max(40),
	method: PaymentMethod,
	discount_code: DiscountCodeText.optional()
});
var CreatePaymentResponse = zod_without_eval_exports.z.object({
	order: Order,
	/** Where the browser goes to pay; null when nothing is left for the payer to do. */
	checkout_url: zod_without_eval_exports.z.string().nullable()
});
zod_without_eval_exports.z.object({ id: IdParam.optional() });
var OrdersResponse = zod_without_eval_exports.z.object({ orders: zod_without_eval_exports.z.array(Order) });
var OrderResponse = zod_without_eval_exports.z.object({ order: Order });
zod_without_eval_exports.z.object({
	bundle_id: zod_without_eval_exports.z.string().max(40),
	stored_method_id: Id
});
/** Direct debit (SPEC §5): every field required, IBAN and mobile number checked by library. */
var DirectDebitBody = zod_without_eval_exports.z.object({
	bundle_id: zod_without_eval_exports.z.string().max(40),
	account_holder: zod_without_eval_exports.z.string().trim().min(2, "required").max(70, "too_long"),
	iban: zod_without_eval_exports.z.string().trim().min(1, "required").max(50, "invalid_iban"),
	street: zod_without_eval_exports.z.string().trim().min(1, "required").max(100, "too_long"),
	house_number: zod_without_eval_exports.z.string().trim().min(1, "required").max(20, "too_long"),
	postal_code: zod_without_eval_exports.z.string().trim().min(1, "required").max(20, "too_long"),
	city: zod_without_eval_exports.z.string().trim().min(1, "required").max(100, "too_long"),
	mobile: zod_without_eval_exports.z.string().trim().min(1, "required").max(30, "invalid_phone"),
	authorization: zod_without_eval_exports.z.literal(true, { error: "authorization_required" })
});
/** POST /api/directdebit.php answer: an SMS code went to the mobile number. */
var DirectDebitStarted = zod_without_eval_exports.z.object({
	verification_id: zod_without_eval_exports.z.string(),
	/** The number the code went to, mostly masked: '+31 ••••••••• 78'. */
	phone_hint: zod_without_eval_exports.z.string()
});
/** POST /api/directdebit-confirm.php: the SMS code; a right code creates the mandate and the payment. */
var DirectDebitConfirmBody = zod_without_eval_exports.z.object({
	verification_id: zod_without_eval_exports.z.string().max(100),
	code: zod_without_eval_exports.z.string().trim().regex(/^\d{6}$/, "code_invalid")
});
/** Once per member, once in total, up to the code's `max_uses` orders in total, or without limit. */
var DiscountValidity = zod_without_eval_exports.z.enum([
	"once_per_user",
	"once",
	"limited",
	"unlimited"
]);
/** SPEC §3's discount code object. */
var DiscountCode = zod_without_eval_exports.z.object({
	code: zod_without_eval_exports.z.string(),
	country: CountryCode.nullable(),
	user_id: Id.nullable(),
	expires: zod_without_eval_exports.z.iso.datetime().nullable(),
	value_percentage: zod_without_eval_exports.z.number().int().min(1).max(100),
	currency: Currency.nullable(),
	/** Minor units of `currency` (or of the member's currency when null). */
	minimum_order_value: zod_without_eval_exports.z.number().int().nullable(),
	status: zod_without_eval_exports.z.enum(["active", "inactive"]),
	validity: DiscountValidity,
	expired: zod_without_eval_exports.z.boolean(),
	paymentmethods: zod_without_eval_exports.z.array(PaymentMethod).nullable()
});
zod_without_eval_exports.z.looseObject({
	welcome: zod_without_eval_exports.z.enum(["true"]).optional(),
	code: DiscountCodeText.optional(),
	bundle_id: zod_without_eval_exports.z.string().max(40).optional(),
	method: PaymentMethod.optional()
});
var DiscountCodeResponse = zod_without_eval_exports.z.object({ discount_code: DiscountCode });
/** The welcome call's answer: null when the member has no time bonus (visitors, paid members, after 4 h). */
var WelcomeDiscountResponse = zod_without_eval_exports.z.object({ discount_code: DiscountCode.nullable() });
/**
* POST /api/retention-code.php: the member takes the retention offer and gets their personal code;
* taking it again answers the same code.
*/
var RetentionCodeResponse = zod_without_eval_exports.z.object({ discount_code: DiscountCode });
/** SPEC §4, §9: the welcome time bonus. */
var TIME_BONUS = {
	code: "TIMEBONUS25",
	percentage: 25,
	/** Offered while the signup is younger than this. */
	windowSeconds: 14400,
	/** The modal opens this long after entering the members area with 0 credits. */
	modalDelayMs: 4e4,
	tickMs: 1e3
};
/** The price after a percentage discount, rounded to the minor unit in the payer's favour. */
function discountedAmount(amount, percentage) {
	if (!percentage) return amount;
	return Math.floor(amount * (100 - percentage) / 100);
}
/** hh:mm:ss, zero-padded, of a number of seconds (the time-bonus countdown). */
function formatCountdown(seconds) {
	const s = Math.max(0, Math.floor(seconds));
	const pad = (n) => String(n).padStart(2, "0");
	return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s % 3600 / 60))}:${pad(s % 60)}`;
}
// ../../packages/core/src/api/settings.ts
var Niche = zod_without_eval_exports.z.number().int().min(1).max(7);
var SignupsMode = zod_without_eval_exports.z.enum([
	"all",
	"with_trafficsource",
	"off"
]);
var LoggedOutSearch = zod_without_eval_exports.z.enum(["all", "none"]);
var MessageCost = zod_without_eval_exports.z.object({
	/** The least a message costs in this country, in the currency's main unit (0.99 = 99 cents). */
	costs: zod_without_eval_exports.z.number().nonnegative(),
	currency: zod_without_eval_exports.z.string().length(3)
});
var ProfileField = zod_without_eval_exports.z.enum([
	"age",
	"gender",
	"sexuality",
	"country",
	"region",
	"city",
	"interests",
	"hair_colour",
	"eye_colour",
	"body_type",
	"relationship_status"
]);
var SearchField = zod_without_eval_exports.z.enum([
	"gender",
	"country",
	"region",
	"age"
]);
/** A site's own words, written by its operator: one set in the site's language, more per language in `texts`. */
var SiteTexts = zod_without_eval_exports.z.object({
	fictional_warning: zod_without_eval_exports.z.string(),
	fictional_plural: zod_without_eval_exports.z.string(),
	fictional_singular: zod_without_eval_exports.z.string(),
	index_title: zod_without_eval_exports.z.string(),
	description: zod_without_eval_exports.z.string()
});
/**
* When a chat message is held for a moderator instead of reaching its receiver (scam signals,
* issue 18). Staff-only: SiteSettings leaves them out, so senders cannot read what trips them.
*/
var ScamSignalSettings = zod_without_eval_exports.z.object({
	/** An account younger than this is new: its repeated texts and bursts of conversations are held. */
	new_account_hours: zod_without_eval_exports.z.number().int().min(0).default(72),
	/** A new account's text, or one nearly the same, sent to this many members is held from then on. */
	same_text_members: zod_without_eval_exports.z.number().int().min(2).default(5),
	/** How alike two texts must be to count as the same (1 − edit distance ÷ length). */
	same_text_similarity: zod_without_eval_exports.z.number().min(.5).max(1).default(.85),
	/** A link, phone number, e-mail, IBAN or crypto address in a member's first this-many messages is held. */
	first_messages: zod_without_eval_exports.z.number().int().min(0).default(10),
	/** A new account's messages are held once it started this many conversations within an hour. */
	conversations_per_hour: zod_without_eval_exports.z.number().int().min(1).default(10)
});
/**
* When the operator of a fictional profile may write the first message to a member (issue 19):
* only to new members, not at once, and a few at most. Staff-only, like the scam signals.
*/
var FirstContactSettings = zod_without_eval_exports.z.object({
	/** How many fictional profiles may write first to one member, ever; 0 turns first messages off. */
	per_member: zod_without_eval_exports.z.number().int().min(0).max(20).default(2),
	/** No first message sooner than this after the member signed up. */
	after_signup_minutes: zod_without_eval_exports.z.number().int().min(0).default(30),
	/** Nor later than this: first messages are a welcome for new members, not a way to bring old ones back. */
	within_signup_days: zod_without_eval_exports.z.number().int().min(1).max(365).default(14)
}).refine((settings) => settings.after_signup_minutes < settings.within_signup_days * 24 * 60, {
	path: ["after_signup_minutes"],
	message: "must be shorter than the days new members are written to"
});
Object.keys(SiteTexts.shape);
/**
* What an operator configures per site, kept as one validated JSON document beside the site's
* identity columns so that a new setting needs no migration.
*/
var SiteConfig = zod_without_eval_exports.z.object({
	cdn_prefix: zod_without_eval_exports.z.string(),
	signups: SignupsMode,
	logged_out_search: LoggedOutSearch,
	logged_out_search_trafficsource: zod_without_eval_exports.z.boolean(),
	enable_site_entry_popup: zod_without_eval_exports.z.enum(["yes", "no"]),
	/** Countries the entry warning is limited to; empty means every country. */
	site_entry_popup_countries: zod_without_eval_exports.z.array(CountryCode),
	support_phone: zod_without_eval_exports.z.string(),
	support_email: zod_without_eval_exports.z.email(),
	minimum_message_costs: zod_without_eval_exports.z.record(CountryCode, MessageCost),
	fictional_icon: zod_without_eval_exports.z.boolean(),
	...SiteTexts.shape,
	/** The texts in languages other than the site's own; a language without them shows the site's own. */
	texts: zod_without_eval_exports.z.partialRecord(Locale, SiteTexts.partial()).default({}),
	countries: zod_without_eval_exports.z.array(CountryCode).min(1),
	visible_profile_fields: zod_without_eval_exports.z.array(ProfileField),
	visible_profile_notes: zod_without_eval_exports.z.boolean(),
	message_credits: zod_without_eval_exports.z.number().int().min(0),
	photo_credits: zod_without_eval_exports.z.number().int().min(0),
	gift_credits: zod_without_eval_exports.z.number().int().min(0),
	signup_credits: zod_without_eval_exports.z.number().int().min(0),
	message_length: zod_without_eval_exports.z.number().int().min(1),
	search_fields: zod_without_eval_exports.z.array(SearchField),
	refund_days: zod_without_eval_exports.z.number().int().min(0),
	member_resell: zod_without_eval_exports.z.boolean(),
	mail_name: zod_without_eval_exports.z.string(),
	interests: zod_without_eval_exports.z.array(InterestKey),
	/** What /credits, /pricing and /premium sell; sites without their own list sell the default bundles. */
	credit_bundles: zod_without_eval_exports.z.array(CreditBundle).min(1).superRefine((bundles, context) => {
		bundles.forEach(({ id }, index) => {
			if (bundles.findIndex((other) => other.id === id) !== index) context.addIssue({
				code: "custom",
				path: [index, "id"],
				message: "another bundle has this id"
			});
		});
	}).default(DEFAULT_CREDIT_BUNDLES),
	/**
	* When others first see a new photo, or one made public: 'pre' once a moderator approved it,
	* 'post' as soon as the automatic check passed, a moderator looking afterwards.
	*/
	photo_moderation: zod_without_eval_exports.z.enum(["pre", "post"]).default("post"),
	/** Countries whose checkout offers other methods than PAYMENT_METHODS_BY_COUNTRY says. */
	payment_methods: PaymentMethodsByCountry.default({}),
	scam_signals: ScamSignalSettings.prefault({}),
	first_contact: FirstContactSettings.prefault({})
});
zod_without_eval_exports.z.looseObject({ domain: zod_without_eval_exports.z.string().max(253).optional() });
/** The settings of one visitor: the site's texts already in their language, so `texts` is left out, and no staff-only setting. */
var SiteSettings = SiteConfig.omit({
	texts: true,
	scam_signals: true,
	first_contact: true
}).extend({
	name: zod_without_eval_exports.z.string(),
	domain: zod_without_eval_exports.z.string(),
	domain_language: Locale,
	niche: Niche,
	company_id: Id,
	/** Country of the visitor as the edge proxy reports it, when it does. */
	geoip_country: CountryCode.nullable(),
	/** Country the visitor picked, from the `country` cookie. */
	geoip_selected_country: CountryCode.nullable(),
	/** VAPID public key for web push; null until push is configured. */
	push_public_key: zod_without_eval_exports.z.string().nullable(),
	/** How each of the site's countries names its regions. */
	region_data: zod_without_eval_exports.z.record(CountryCode, RegionLabel)
});
var SettingsResponse = zod_without_eval_exports.z.object({
	settings: SiteSettings,
	domain_language: Locale
});
// ../../packages/core/src/api/companyinfo.ts
/** The operating company of a site (SPEC §3), shown in the footer, legal pages and receipts. */
var CompanyInfo = zod_without_eval_exports.z.object({
	name: zod_without_eval_exports.z.string(),
	/** The three address variants: one per line, on one line, and a short city + country form. */
	address: zod_without_eval_exports.z.object({
		lines: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string()),
		inline: zod_without_eval_exports.z.string(),
		short: zod_without_eval_exports.z.string()
	}),
	kvk: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	country: CountryCode,
	tradenames: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string()),
	/** VAT registration number by country. */
	vat_numbers: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string(), zod_without_eval_exports.z.string()),
	support_phone: zod_without_eval_exports.z.string(),
	/** Percentage discount offered to a member who is about to delete the account. */
	delete_discount: zod_without_eval_exports.z.number().int().min(0).max(100),
	/** When the company started operating the site: an ISO date-time. */
	added: zod_without_eval_exports.z.iso.datetime()
});
var CompanyInfoResponse = zod_without_eval_exports.z.object({ company: CompanyInfo });
// ../../packages/core/src/api/validation.ts
/**
* Rule codes a field can break. Schemas use them as their messages, the API returns them in
* `error.fields`, and the web app translates each as `validation.<code>`.
*/
var VALIDATION_CODES = [
	"required",
	"invalid",
	"invalid_email",
	"name_invalid",
	"name_equals_email",
	"name_starts_with_at",
	"password_too_short",
	"password_too_long",
	"password_too_common",
	"password_personal",
	"dob_min_age",
	"dob_invalid",
	"passwords_differ",
	"new_email_invalid",
	"too_long",
	"too_short",
	"confirmation_required",
	"invalid_iban",
	"invalid_phone",
	"authorization_required",
	"code_invalid"
];
zod_without_eval_exports.z.enum(VALIDATION_CODES);
var MAX_AGE = 120;
var Email = zod_without_eval_exports.z.string({ error: "required" }).trim().toLowerCase().max(254, "invalid_email").pipe(zod_without_eval_exports.z.email({ error: "invalid_email" }));
/** Letters of any script, digits, and . _ - inside; SPEC §5: never starting with @. */
var Username = zod_without_eval_exports.z.string({ error: "required" }).trim().min(2, "name_invalid").max(30, "name_invalid").refine((name) => !name.startsWith("@"), "name_starts_with_at").refine((name) => /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(name), "name_invalid");
var Password = zod_without_eval_exports.z.string({ error: "required" }).min(8, "password_too_short").max(128, "password_too_long");
/** Whole years between a YYYY-MM-DD birth date and a day. */
function ageOn(dateOfBirth, today) {
	const [year, month, day] = dateOfBirth.split("-").map(Number);
	const age = today.getUTCFullYear() - year;
	return today.getUTCMonth() + 1 > month || today.getUTCMonth() + 1 === month && today.getUTCDate() >= day ? age : age - 1;
}
/** A real calendar date, in the past, of someone at least MIN_AGE years old. */
var DateOfBirth = zod_without_eval_exports.z.string({ error: "required" }).pipe(zod_without_eval_exports.z.iso.date({ error: "dob_invalid" })).superRefine((value, ctx) => {
	const age = ageOn(value, /* @__PURE__ */ new Date());
	if (age < 0 || age > MAX_AGE) ctx.addIssue({
		code: "custom",
		message: "dob_invalid"
	});
	else if (age < 18) ctx.addIssue({
		code: "custom",
		message: "dob_min_age"
	});
});
/**
* A password anyone who knows the member would try first: the e-mail address, its part before
* the @, or the username, whatever the case.
*/
function passwordIsPersonal(password, { email, name }) {
	const address = email.trim().toLowerCase();
	return [
		address,
		address.split("@")[0],
		name.trim().toLowerCase()
	].includes(password.trim().toLowerCase());
}
/** SPEC §5: the username must not be the e-mail address. */
function nameIsNotEmail(value) {
	return value.name.trim().toLowerCase() !== value.email.trim().toLowerCase();
}
// ../../packages/core/src/api/user.ts
var UserStatus = zod_without_eval_exports.z.enum([
	"not_confirmed",
	"confirmed",
	"pending_deletion"
]);
var ProfileStatus = zod_without_eval_exports.z.enum(["active", "disabled"]);
var Gender = zod_without_eval_exports.z.enum(["male", "female"]);
var Sexuality = zod_without_eval_exports.z.enum([
	"hetero",
	"gay",
	"lesbian",
	"bi"
]);
/** SPEC §4: why mail to a member stopped. */
var NotificationDisabledReason = zod_without_eval_exports.z.enum([
	"spam_complaint",
	"bounce",
	"unsubscribed"
]);
/** The kinds of mail a member can switch on or off. */
var NOTIFICATION_TYPES = [
	"message",
	"like",
	"match",
	"visit",
	"newsletter"
];
var NotificationType = zod_without_eval_exports.z.enum(NOTIFICATION_TYPES);
var PhotoStatus = zod_without_eval_exports.z.enum([
	"pending",
	"active",
	"rejected"
]);
/**
* Where a photo or profile text is in the moderators' queue: waiting, handed to an admin, or
* decided. Whether others see it meanwhile is the site's `photo_moderation` setting.
*/
var ReviewState = zod_without_eval_exports.z.enum([
	"queued",
	"escalated",
	"done"
]);
var MainImage = zod_without_eval_exports.z.object({
	filename: zod_without_eval_exports.z.string(),
	thumb_filename: zod_without_eval_exports.z.string(),
	status: PhotoStatus
});
/** The logged-in member as SPEC §3 gives it. */
var User = zod_without_eval_exports.z.object({
	id: Id,
	email: zod_without_eval_exports.z.email(),
	status: UserStatus,
	credits: zod_without_eval_exports.z.number().int().min(0),
	paid_user: zod_without_eval_exports.z.boolean(),
	signup_date: zod_without_eval_exports.z.iso.datetime(),
	language: Locale,
	notifications_disabled: zod_without_eval_exports.z.array(NotificationDisabledReason),
	notification_settings: zod_without_eval_exports.z.record(NotificationType, zod_without_eval_exports.z.boolean()),
	/** Fictional profiles may write the first message to the member (issue 19); on unless they turned it off. */
	fictional_first_contact: zod_without_eval_exports.z.boolean(),
	profile: zod_without_eval_exports.z.object({
		name: zod_without_eval_exports.z.string(),
		country: CountryCode,
		region: zod_without_eval_exports.z.string(),
		main_image: MainImage.nullable(),
		status: ProfileStatus
	})
});
/** GET/POST/PUT /api/user.php answer; user is null for a visitor. */
var UserResponse = zod_without_eval_exports.z.object({ user: User.nullable() });
/** POST /api/user.php: log in. */
var LoginBody = zod_without_eval_exports.z.object({
	email: Email,
	password: zod_without_eval_exports.z.string({ error: "required" }).min(1, "required").max(1e3, "invalid")
});
/** PUT /api/user.php: the settings a member changes; every field optional. */
var UpdateUserBody = zod_without_eval_exports.z.object({
	language: Locale,
	name: Username,
	country: CountryCode,
	region: zod_without_eval_exports.z.string().max(100),
	notification_settings: zod_without_eval_exports.z.partialRecord(NotificationType, zod_without_eval_exports.z.boolean()),
	fictional_first_contact: zod_without_eval_exports.z.boolean()
}).partial();
// ../../packages/core/src/api/signup.ts
/** SPEC §3 tracking info, kept from the landing URL and stored with the account. */
var TrackingInfo = zod_without_eval_exports.z.object({
	network: zod_without_eval_exports.z.string().max(100),
	ref: zod_without_eval_exports.z.string().max(100),
	sub1: zod_without_eval_exports.z.string().max(100),
	sub2: zod_without_eval_exports.z.string().max(100),
	sub3: zod_without_eval_exports.z.string().max(100)
}).partial();
zod_without_eval_exports.z.enum([
	"open",
	"invite_only",
	"closed"
]);
/** SPEC §4: the signup flow's steps 0 to 4, then 'complete' (confirm the e-mail). */
var SIGNUP_STEPS = [
	"email",
	"name",
	"password",
	"date_of_birth",
	"about"
];
/** POST /api/signup.php */
var SignupBody = zod_without_eval_exports.z.object({
	email: Email,
	name: Username,
	password: Password,
	date_of_birth: DateOfBirth,
	gender: Gender,
	sexuality: Sexuality,
	country: CountryCode,
	region: zod_without_eval_exports.z.string().max(100).default(""),
	/** A first message to the member whose landing page the visitor signed up on. */
	signup_message: zod_without_eval_exports.z.string().trim().max(1e3, "too_long").optional(),
	/** That member, when signing up from a member page. */
	member_id: Id.optional(),
	tracking: TrackingInfo.optional()
}).refine(nameIsNotEmail, {
	path: ["name"],
	message: "name_equals_email"
}).refine((body) => !passwordIsPersonal(body.password, body), {
	path: ["password"],
	message: "password_personal"
});
/** POST /api/signup.php?check=email: is this address free, and did the visitor mistype it? */
var EmailCheckBody = zod_without_eval_exports.z.object({ email: Email });
var EmailCheckResponse = zod_without_eval_exports.z.object({ 
/** False when the address already holds an account on this site (any status). */
available: zod_without_eval_exports.z.boolean() });
// ../../packages/core/src/api/account.ts
var Token = zod_without_eval_exports.z.string().min(16).max(200);
/** POST /api/password-reset.php: mail a reset link. */
var PasswordResetRequestBody = zod_without_eval_exports.z.object({ email: Email });
/** POST /api/password-reset-do.php: set the new password from the mailed link. */
var PasswordResetBody = zod_without_eval_exports.z.object({
	token: Token,
	password: Password,
	password_repeat: zod_without_eval_exports.z.string()
}).refine((body) => body.password === body.password_repeat, {
	path: ["password_repeat"],
	message: "passwords_differ"
});
/** POST /api/password.php: change the password while logged in. */
var ChangePasswordBody = zod_without_eval_exports.z.object({
	old_password: zod_without_eval_exports.z.string().min(1, "required"),
	password: Password,
	password_repeat: zod_without_eval_exports.z.string()
}).refine((body) => body.password === body.password_repeat, {
	path: ["password_repeat"],
	message: "passwords_differ"
});
/** POST /api/mail-change.php: ask to move the account to a new address, confirmed from that address. */
var MailChangeBody = zod_without_eval_exports.z.object({ new_email: zod_without_eval_exports.z.string({ error: "new_email_invalid" }).trim().toLowerCase().pipe(zod_without_eval_exports.z.email({ error: "new_email_invalid" })) });
/** Confirming a mailed link: activation, e-mail change, reactivation. */
var TokenBody = zod_without_eval_exports.z.object({ token: Token });
/** DELETE /api/user.php: SPEC §5 asks for a confirmation; the password proves it is the member. */
var DeleteAccountBody = zod_without_eval_exports.z.object({
	password: zod_without_eval_exports.z.string().min(1, "required"),
	confirm: zod_without_eval_exports.z.literal(true, { error: "confirmation_required" })
});
var OkResponse = zod_without_eval_exports.z.object({ ok: zod_without_eval_exports.z.literal(true) });
var ModerationReason = zod_without_eval_exports.z.enum([
	"not_a_person",
	"public_nudity",
	"minor",
	"celebrity",
	"contact_details",
	"violence",
	"other"
]);
// ../../packages/core/src/api/profiles.ts
var HAIR_COLOURS = [
	"black",
	"brown",
	"blond",
	"red",
	"grey",
	"white",
	"bald",
	"other"
];
var HairColour = zod_without_eval_exports.z.enum(HAIR_COLOURS);
var EYE_COLOURS = [
	"brown",
	"blue",
	"green",
	"grey",
	"hazel",
	"other"
];
var EyeColour = zod_without_eval_exports.z.enum(EYE_COLOURS);
var BODY_TYPES = [
	"slim",
	"athletic",
	"average",
	"muscular",
	"stocky",
	"large"
];
var BodyType = zod_without_eval_exports.z.enum(BODY_TYPES);
var RELATIONSHIP_STATUSES = [
	"single",
	"relationship",
	"open_relationship",
	"married",
	"divorced",
	"widowed"
];
var RelationshipStatus = zod_without_eval_exports.z.enum(RELATIONSHIP_STATUSES);
var ABOUT_MAX = 2e3;
/** The multipart field an uploaded photo travels in: POST /api/photos.php and photo messages. */
var PHOTO_FILE_FIELD = "photo";
/** A photo as its owner manages it (GET /api/photos.php). */
var OwnPhoto = zod_without_eval_exports.z.object({
	id: Id,
	url: zod_without_eval_exports.z.string(),
	thumb_url: zod_without_eval_exports.z.string(),
	status: PhotoStatus,
	/** Why a moderator rejected the photo; null while it is not rejected, or for photos rejected before reasons were kept. */
	reject_reason: ModerationReason.nullable(),
	private: zod_without_eval_exports.z.boolean(),
	main: zod_without_eval_exports.z.boolean(),
	position: zod_without_eval_exports.z.number().int()
});
var PhotosResponse = zod_without_eval_exports.z.object({
	photos: zod_without_eval_exports.z.array(OwnPhoto),
	/** 3 for free members, 25 for premium (SPEC §1). */
	limit: zod_without_eval_exports.z.number().int()
});
var PhotoResponse = zod_without_eval_exports.z.object({ photo: OwnPhoto });
zod_without_eval_exports.z.object({
	id: Id,
	main: zod_without_eval_exports.z.literal(true).optional(),
	private: zod_without_eval_exports.z.boolean().optional()
});
/** PUT /api/photos-order.php: every own photo id, in the new order. */
var ReorderPhotosBody = zod_without_eval_exports.z.object({ order: zod_without_eval_exports.z.array(Id).min(1).max(25) });
zod_without_eval_exports.z.object({ id: Id });
/** A photo of another member as the viewer may see it. */
var Photo = zod_without_eval_exports.z.object({
	id: Id,
	/** Full size; for a private photo the viewer may not see, the blurred copy. */
	url: zod_without_eval_exports.z.string(),
	thumb_url: zod_without_eval_exports.z.string(),
	private: zod_without_eval_exports.z.boolean(),
	/** The viewer sees only a blurred copy: SPEC §6, premium members see all photos. */
	blurred: zod_without_eval_exports.z.boolean()
});
/** A member as others see them in lists: search, likes, swipe cards, the like modal. */
var ProfileCard = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string(),
	age: zod_without_eval_exports.z.number().int(),
	country: CountryCode,
	region: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	/** `match` is the image path the like/match modal shows (SPEC §3). */
	main_image: zod_without_eval_exports.z.object({
		url: zod_without_eval_exports.z.string(),
		thumb_url: zod_without_eval_exports.z.string(),
		match: zod_without_eval_exports.z.string()
	}).nullable(),
	fictional: zod_without_eval_exports.z.boolean(),
	/** The viewer has liked this member. */
	liked: zod_without_eval_exports.z.boolean()
});
/** GET /api/profile.php?id=: a member's profile, limited to the site's visible_profile_fields. */
var MemberProfile = ProfileCard.extend({
	gender: Gender.nullable(),
	sexuality: Sexuality.nullable(),
	interests: zod_without_eval_exports.z.array(InterestKey),
	hair_colour: HairColour.nullable(),
	eye_colour: EyeColour.nullable(),
	body_type: BodyType.nullable(),
	relationship_status: RelationshipStatus.nullable(),
	about: zod_without_eval_exports.z.string(),
	photos: zod_without_eval_exports.z.array(Photo),
	/** This member likes the viewer. */
	likes_you: zod_without_eval_exports.z.boolean(),
	match: zod_without_eval_exports.z.boolean(),
	blocked_by_you: zod_without_eval_exports.z.boolean()
});
var MemberProfileResponse = zod_without_eval_exports.z.object({ profile: MemberProfile });
var ProfileTextField = zod_without_eval_exports.z.enum(["name", "about"]);
var OwnProfile = zod_without_eval_exports.z.object({
	name: zod_without_eval_exports.z.string(),
	date_of_birth: zod_without_eval_exports.z.iso.date(),
	age: zod_without_eval_exports.z.number().int(),
	gender: Gender,
	sexuality: Sexuality,
	country: CountryCode,
	region: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	interests: zod_without_eval_exports.z.array(InterestKey),
	hair_colour: HairColour.nullable(),
	eye_colour: EyeColour.nullable(),
	body_type: BodyType.nullable(),
	relationship_status: RelationshipStatus.nullable(),
	about: zod_without_eval_exports.z.string(),
	/** Texts a moderator rejected since the member last wrote them: the text went back to what it was. */
	rejected_texts: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
		field: ProfileTextField,
		reason: ModerationReason
	}))
});
var OwnProfileResponse = zod_without_eval_exports.z.object({ profile: OwnProfile });
var UpdateProfileBody = zod_without_eval_exports.z.object({
	name: Username,
	date_of_birth: DateOfBirth,
	gender: Gender,
	sexuality: Sexuality,
	country: CountryCode,
	region: zod_without_eval_exports.z.string().max(100),
	city: zod_without_eval_exports.z.string().trim().max(100, "too_long"),
	interests: zod_without_eval_exports.z.array(InterestKey).max(50),
	hair_colour: HairColour.nullable(),
	eye_colour: EyeColour.nullable(),
	body_type: BodyType.nullable(),
	relationship_status: RelationshipStatus.nullable(),
	about: zod_without_eval_exports.z.string().trim().max(ABOUT_MAX, "too_long")
}).partial();
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({ profile_id: Id });
zod_without_eval_exports.z.object({
	gender: Gender.optional(),
	country: CountryCode.optional(),
	countryregion: zod_without_eval_exports.z.string().max(100).optional(),
	min_age: zod_without_eval_exports.z.coerce.number().int().min(18).max(99).default(18),
	max_age: zod_without_eval_exports.z.coerce.number().int().min(18).max(99).default(99),
	page: zod_without_eval_exports.z.coerce.number().int().min(1).max(500).default(1),
	/** The traffic network a visitor came from (SPEC §3 tracking); opens search to visitors when settings allow. */
	network: zod_without_eval_exports.z.string().trim().min(1).max(100).optional()
}).refine((query) => query.min_age <= query.max_age, {
	path: ["max_age"],
	message: "invalid"
});
var SearchResponse = zod_without_eval_exports.z.object({
	pageNumber: zod_without_eval_exports.z.number().int(),
	pages: zod_without_eval_exports.z.number().int(),
	/** Exact up to SEARCH_MAX_RESULTS; a broader search answers SEARCH_MAX_RESULTS. */
	numResults: zod_without_eval_exports.z.number().int(),
	results: zod_without_eval_exports.z.array(ProfileCard),
	/** When few match (less than a page): members close to the filters, SPEC §3 similar results. */
	similar: zod_without_eval_exports.z.array(ProfileCard),
	/** How many similar members are listed (at most SEARCH_PAGE_SIZE). */
	numSimilar: zod_without_eval_exports.z.number().int()
});
/** GET /api/match-finder.php: suggestions for the member. */
var MatchFinderResponse = zod_without_eval_exports.z.object({ profiles: zod_without_eval_exports.z.array(ProfileCard) });
/** GET /api/signup-matches.php: the first members suggested to a new member (SPEC route /signup-matches). */
var SignupMatchesResponse = zod_without_eval_exports.z.object({ profiles: zod_without_eval_exports.z.array(ProfileCard) });
// ../../packages/core/src/api/likes.ts
/** SPEC §3 liked-by entry: who liked the member, and whether the member has seen it. */
var LikedBy = zod_without_eval_exports.z.object({
	id: Id,
	like_new: zod_without_eval_exports.z.boolean()
});
/**
* GET /api/likes.php (SPEC §7): every member in a like relation with the viewer, and who liked
* the viewer. Sent = profiles with liked; received = liked_by; matches = both.
*/
var LikesResponse = zod_without_eval_exports.z.object({
	profiles: zod_without_eval_exports.z.array(ProfileCard),
	liked_by: zod_without_eval_exports.z.array(LikedBy)
});
var LIKE_TYPES = [
	"received",
	"sent",
	"matches"
];
zod_without_eval_exports.z.enum(LIKE_TYPES);
/** POST /api/like.php answer: a mutual like is a match. */
var LikeResponse = zod_without_eval_exports.z.object({
	match: zod_without_eval_exports.z.boolean(),
	profile: ProfileCard
});
/** GET /api/auto-like.php (SPEC §7): a member who just liked the viewer, for the like modal. */
var AutoLikeResponse = zod_without_eval_exports.z.object({ profile: ProfileCard.nullable() });
var SwipeAction = zod_without_eval_exports.z.enum(["like", "pass"]);
/** GET /api/swipe.php: the next cards and the likes left today (null = unlimited). */
var SwipeResponse = zod_without_eval_exports.z.object({
	cards: zod_without_eval_exports.z.array(ProfileCard),
	likes_left: zod_without_eval_exports.z.number().int().min(0).nullable()
});
zod_without_eval_exports.z.object({
	profile_id: Id,
	action: SwipeAction
});
var SwipeResult = zod_without_eval_exports.z.object({
	match: zod_without_eval_exports.z.boolean(),
	likes_left: zod_without_eval_exports.z.number().int().min(0).nullable()
});
// ../../packages/core/src/api/complaints.ts
var COMPLAINT_REASONS = [
	"fake_profile",
	"harassment",
	"threats",
	"spam",
	"underage",
	"offensive_photo",
	"payment",
	"other"
];
var ComplaintReason = zod_without_eval_exports.z.enum(COMPLAINT_REASONS);
var ComplaintText = zod_without_eval_exports.z.string().trim().min(10, "too_short").max(5e3, "too_long");
/**
* POST /api/complaints.php: from anyone; about a member when profile_id is given, and then
* optionally about one of their chat messages (message_id) or profile photos (photo_id).
*/
var ComplaintBody = zod_without_eval_exports.z.object({
	reason: ComplaintReason,
	message: ComplaintText,
	/** Visitors leave an address to be answered at; members are answered at theirs. */
	email: Email.optional(),
	profile_id: Id.optional(),
	message_id: Id.optional(),
	photo_id: Id.optional()
}).refine((body) => body.profile_id !== void 0 || body.message_id === void 0 && body.photo_id === void 0, {
	path: ["profile_id"],
	message: "required"
});
var ComplaintResponse = zod_without_eval_exports.z.object({
	ok: zod_without_eval_exports.z.literal(true),
	reference: zod_without_eval_exports.z.string()
});
var ComplaintDecision = zod_without_eval_exports.z.enum([
	"no_action",
	"warning",
	"remove_content",
	"suspend",
	"ban"
]);
var AppealOutcome = zod_without_eval_exports.z.enum(["upheld", "reversed"]);
var ComplaintStatus = zod_without_eval_exports.z.enum([
	"open",
	"decided",
	"appealed",
	"closed"
]);
var ComplaintParty = zod_without_eval_exports.z.enum(["reporter", "reported"]);
/** The content a complaint named: a chat message (its text or photo) or a profile photo. */
var ReportedContentKind = zod_without_eval_exports.z.enum(["message", "photo"]);
/** One of the member's complaints, made by them or about them, with its decision (statement of reasons). */
var MyComplaint = zod_without_eval_exports.z.object({
	reference: zod_without_eval_exports.z.string(),
	at: zod_without_eval_exports.z.iso.datetime(),
	/** reporter: the member made it; reported: it is about the member (the reporter is not named). */
	role: ComplaintParty,
	reason: ComplaintReason,
	/** Whom the member complained about; null on complaints about the member. */
	about: zod_without_eval_exports.z.object({
		id: Id,
		name: zod_without_eval_exports.z.string()
	}).nullable(),
	content: ReportedContentKind.nullable(),
	status: ComplaintStatus,
	decision: zod_without_eval_exports.z.object({
		kind: ComplaintDecision,
		rule: ModerationReason,
		explanation: zod_without_eval_exports.z.string(),
		at: zod_without_eval_exports.z.iso.datetime(),
		until: zod_without_eval_exports.z.iso.datetime().nullable()
	}).nullable(),
	appeal: zod_without_eval_exports.z.object({
		at: zod_without_eval_exports.z.iso.datetime(),
		outcome: AppealOutcome.nullable(),
		explanation: zod_without_eval_exports.z.string().nullable(),
		decided_at: zod_without_eval_exports.z.iso.datetime().nullable()
	}).nullable(),
	/** Until when the member may appeal; null when they may not (no decision yet, appealed, or not theirs to appeal). */
	appeal_until: zod_without_eval_exports.z.iso.datetime().nullable()
});
/** GET /api/my-complaints.php */
var MyComplaintsResponse = zod_without_eval_exports.z.object({ complaints: zod_without_eval_exports.z.array(MyComplaint) });
/** POST /api/complaint-appeal.php: once per complaint, by the reported member or (against no action) the reporter. */
var AppealBody = zod_without_eval_exports.z.object({
	reference: zod_without_eval_exports.z.string().trim().min(1, "required").max(40),
	text: ComplaintText
});
/** GET /api/blocks.php: the members the viewer has blocked. */
var BlocksResponse = zod_without_eval_exports.z.object({ blocked: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string()
})) });
// ../../packages/core/src/api/chat.ts
var MessageKind = zod_without_eval_exports.z.enum([
	"text",
	"photo",
	"gift"
]);
var Gift = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.string(),
	image_url: zod_without_eval_exports.z.string(),
	/** Credits on top of nothing: a gift costs settings.gift_credits. */
	credits: zod_without_eval_exports.z.number().int()
});
var GiftsResponse = zod_without_eval_exports.z.object({ gifts: zod_without_eval_exports.z.array(Gift) });
var ChatMessage = zod_without_eval_exports.z.object({
	id: Id,
	conversation_id: Id,
	/** Null when the sender has since deleted their account: shown as from a "deleted member". */
	sender_id: Id.nullable(),
	kind: MessageKind,
	text: zod_without_eval_exports.z.string(),
	/** For photo messages: the photo's URLs (the receiver sees them without paying). */
	photo: zod_without_eval_exports.z.object({
		url: zod_without_eval_exports.z.string(),
		thumb_url: zod_without_eval_exports.z.string()
	}).nullable(),
	gift: Gift.nullable(),
	/** The client's own id for the message: a retried send with it is stored and charged once. */
	client_message_id: zod_without_eval_exports.z.string(),
	created_at: zod_without_eval_exports.z.iso.datetime(),
	/** The other member has opened the conversation since. */
	read: zod_without_eval_exports.z.boolean()
});
/** SPEC §3 chat entry. */
var ChatEntry = zod_without_eval_exports.z.object({
	conversation: zod_without_eval_exports.z.object({ id: Id }),
	/** Null when the other member has deleted their account: the chat stays, with a "deleted member". */
	profile: ProfileCard.nullable(),
	num_unread_messages: zod_without_eval_exports.z.number().int().min(0),
	last_message: ChatMessage.nullable(),
	/** The other member's e-mail is unconfirmed (SPEC §6, they cannot be replied to yet) or the account is deleted. */
	can_reply: zod_without_eval_exports.z.boolean(),
	/** The other member is fictional and the member has not yet confirmed the site's warning about such profiles. */
	fictional_warning_pending: zod_without_eval_exports.z.boolean(),
	/**
	* The member's own first message from the other member's signup page, not sent yet (SPEC §3
	* signup_message; it was more than the credits allowed): the composer starts with it.
	*/
	draft: zod_without_eval_exports.z.string().nullable()
});
/** GET /api/chats.php (SPEC §7): newest conversation first. */
var ChatsResponse = zod_without_eval_exports.z.object({
	chats: zod_without_eval_exports.z.array(ChatEntry),
	total_unread: zod_without_eval_exports.z.number().int().min(0)
});
zod_without_eval_exports.z.object({ conversation: zod_without_eval_exports.z.object({ id: Id }) });
zod_without_eval_exports.z.object({ profile_id: IdParam });
var ConversationResponse = zod_without_eval_exports.z.object({ chat: ChatEntry });
zod_without_eval_exports.z.object({
	conversation_id: IdParam,
	before: IdParam.optional()
});
var MessagesResponse = zod_without_eval_exports.z.object({
	messages: zod_without_eval_exports.z.array(ChatMessage),
	has_more: zod_without_eval_exports.z.boolean()
});
zod_without_eval_exports.z.discriminatedUnion("kind", [zod_without_eval_exports.z.object({
	kind: zod_without_eval_exports.z.literal("text"),
	profile_id: Id,
	client_message_id: zod_without_eval_exports.z.uuid(),
	text: zod_without_eval_exports.z.string().trim().min(1, "required")
}), zod_without_eval_exports.z.object({
	kind: zod_without_eval_exports.z.literal("gift"),
	profile_id: Id,
	client_message_id: zod_without_eval_exports.z.uuid(),
	gift_id: zod_without_eval_exports.z.string().min(1).max(50)
})]);
zod_without_eval_exports.z.object({
	profile_id: IdParam,
	client_message_id: zod_without_eval_exports.z.uuid()
});
var SendMessageResponse = zod_without_eval_exports.z.object({
	message: ChatMessage,
	/** The sender's balance after paying. */
	credits: zod_without_eval_exports.z.number().int().min(0)
});
zod_without_eval_exports.z.object({ conversation_id: Id });
/** Suggested first messages for the icebreaker modal; `icebreakers.<key>` in the catalogues. */
var ICEBREAKER_KEYS = [
	"weekend",
	"photo",
	"music",
	"travel",
	"coffee",
	"movie"
];
// ../../packages/core/src/api/realtime.ts
/** What a feature tells a member's open pages (issue 5); the server adds its `seq` on the way out. */
var RealtimeEvent = zod_without_eval_exports.z.discriminatedUnion("type", [
	zod_without_eval_exports.z.object({
		type: zod_without_eval_exports.z.literal("message"),
		message: ChatMessage
	}),
	zod_without_eval_exports.z.object({
		type: zod_without_eval_exports.z.literal("read"),
		conversation_id: Id,
		reader_id: Id
	}),
	zod_without_eval_exports.z.object({
		type: zod_without_eval_exports.z.literal("like"),
		from_id: Id,
		match: zod_without_eval_exports.z.boolean()
	}),
	zod_without_eval_exports.z.object({
		type: zod_without_eval_exports.z.literal("chat_deleted"),
		conversation_id: Id
	}),
	zod_without_eval_exports.z.object({ type: zod_without_eval_exports.z.literal("user") })
]);
/**
* An event's place among the events one server process published to one member: `stream` names
* the process (a new one at every start), `n` counts from 1. A member's socket receives the
* interleaved streams of every process; each stream's numbers follow one another without a hole
* unless an event was lost on the way (Redis unreachable, a full queue), which is how a page
* learns it must reload. docs/realtime.md says why the numbers are per process.
*/
var RealtimeSeq = zod_without_eval_exports.z.object({
	stream: zod_without_eval_exports.z.string().min(1).max(64),
	n: zod_without_eval_exports.z.number().int().min(1)
});
/** A RealtimeEvent as the socket carries it. */
var SequencedEvent = RealtimeEvent.and(zod_without_eval_exports.z.object({ seq: RealtimeSeq }));
/**
* The first frame on every socket: where each stream the server knows of stood for this member
* when the socket subscribed (its last `n`), so the next event of each is expected at `n + 1` and
* a stream missing here at 1.
*/
var RealtimeHello = zod_without_eval_exports.z.object({
	type: zod_without_eval_exports.z.literal("hello"),
	streams: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string().min(1).max(64), zod_without_eval_exports.z.number().int().min(1))
});
/** What the server pushes over the WebSocket at /api/ws. */
var RealtimeFrame = zod_without_eval_exports.z.union([RealtimeHello, SequencedEvent]);
// ../../packages/core/src/api/notifications.ts
/**
* A browser's push subscription as PushSubscription.toJSON() gives it (the Push API), sent with
* POST /api/user.php?push=1 (SPEC §7).
*/
var PushSubscriptionJson = zod_without_eval_exports.z.object({
	endpoint: zod_without_eval_exports.z.url({ protocol: /^https?$/ }).max(2e3),
	expirationTime: zod_without_eval_exports.z.number().nullable().optional(),
	keys: zod_without_eval_exports.z.object({
		p256dh: zod_without_eval_exports.z.string().min(1).max(200),
		auth: zod_without_eval_exports.z.string().min(1).max(100)
	})
});
/** POST /api/user.php?push=1: store (or with null, forget) this browser's push subscription. */
var PushSubscribeBody = zod_without_eval_exports.z.object({
	subscription: PushSubscriptionJson.nullable(),
	/** When subscription is null: which endpoint to forget. */
	endpoint: zod_without_eval_exports.z.url().max(2e3).optional()
});
zod_without_eval_exports.z.enum([
	"unsupported",
	"unknown",
	"prompt",
	"granted",
	"denied"
]);
/** The kinds of notification pushed and mailed. */
var NotificationEventType = zod_without_eval_exports.z.enum([
	"message",
	"like",
	"match"
]);
zod_without_eval_exports.z.object({
	type: NotificationEventType,
	title: zod_without_eval_exports.z.string(),
	body: zod_without_eval_exports.z.string(),
	url: zod_without_eval_exports.z.string(),
	tag: zod_without_eval_exports.z.string(),
	icon: zod_without_eval_exports.z.string().optional(),
	/** The member's unread messages + new likes, for the app badge. */
	badge_count: zod_without_eval_exports.z.number().int().min(0).optional()
});
/** Messages the service worker posts to open tabs (SPEC §7: push triggers reloading chats and likes). */
var ServiceWorkerMessage = zod_without_eval_exports.z.object({
	type: zod_without_eval_exports.z.literal("push"),
	event: NotificationEventType
});
zod_without_eval_exports.z.object({ token: zod_without_eval_exports.z.string().min(10).max(500) });
var UnsubscribeResponse = zod_without_eval_exports.z.object({
	type: NotificationType,
	email: zod_without_eval_exports.z.string()
});
zod_without_eval_exports.z.object({
	type: zod_without_eval_exports.z.enum([
		"bounce",
		"complaint",
		"unsubscribe"
	]),
	email: zod_without_eval_exports.z.email(),
	/** For bounces: only permanent ones stop mail. */
	permanent: zod_without_eval_exports.z.boolean().optional()
});
zod_without_eval_exports.z.object({
	path: zod_without_eval_exports.z.string().max(500).optional(),
	bounce: zod_without_eval_exports.z.boolean().optional()
}).optional();
zod_without_eval_exports.z.object({
	lat: zod_without_eval_exports.z.coerce.number().min(-90).max(90),
	lon: zod_without_eval_exports.z.coerce.number().min(-180).max(180)
});
var GeocodeResult = zod_without_eval_exports.z.object({
	country: CountryCode,
	/** A region name as GET /api/regions.php lists it for the country; empty when unknown. */
	region: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string()
});
/** The answer is false when nothing is found (SPEC §7: "result stored; false on failure"). */
var GeocodeResponse = zod_without_eval_exports.z.object({ geocode: GeocodeResult.or(zod_without_eval_exports.z.literal(false)) });
/** SPEC §9: a geolocation is reused for up to an hour. */
var GEOLOCATION_CACHE_MS = 36e5;
// ../../packages/core/src/api/data-export.ts
/** preparing (the job builds the ZIP) → ready (downloadable until expires_at) → expired (the ZIP is deleted). */
var DataExportStatus = zod_without_eval_exports.z.enum([
	"preparing",
	"ready",
	"expired"
]);
/** The member's latest request for a copy of their data (GDPR art. 15 and 20). */
var DataExport = zod_without_eval_exports.z.object({
	status: DataExportStatus,
	requested_at: zod_without_eval_exports.z.iso.datetime(),
	/** When the ZIP is deleted; null while preparing. */
	expires_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	/** The download (it needs the member's session too); only while ready. */
	download_url: zod_without_eval_exports.z.string().nullable(),
	/** The ZIP's size in bytes; null while preparing. */
	size: zod_without_eval_exports.z.number().int().nullable()
});
/** GET and POST /api/data-export.php: the latest request, and when the next may be made (null: now). */
var DataExportResponse = zod_without_eval_exports.z.object({
	data_export: DataExport.nullable(),
	next_request_at: zod_without_eval_exports.z.iso.datetime().nullable()
});
zod_without_eval_exports.z.object({ token: zod_without_eval_exports.z.string().min(1).max(200) });
zod_without_eval_exports.z.enum([
	"terms",
	"privacy",
	"cookies",
	"ban",
	"return-policy",
	"faq",
	"service"
]);
zod_without_eval_exports.z.object({
	name: zod_without_eval_exports.z.string().min(1).max(100).optional(),
	token: zod_without_eval_exports.z.string().min(1).max(100).optional(),
	lang: Locale.optional()
}).refine((query) => query.name === void 0 !== (query.token === void 0), { message: "Give either name or token." });
var StaticPageResponse = zod_without_eval_exports.z.object({
	/** One of STATIC_PAGE_NAMES, or the token of a page the site's operator published. */
	name: zod_without_eval_exports.z.string(),
	/** The language the content is in: the asked-for one, or English when it has no translation. */
	lang: Locale,
	title: zod_without_eval_exports.z.string(),
	/** Rendered from the page's Markdown with the company's details filled in, escaped. */
	html: zod_without_eval_exports.z.string(),
	/** The version date of the terms (SPEC §9) for pages that show one, else null. */
	updated: zod_without_eval_exports.z.iso.datetime().nullable()
});
// ../../packages/core/src/public-pages.ts
/** The marketing landers of SPEC §2 that take an optional copy slug: /landers/{name}/{slug?}. */
var LANDER_NAMES = [
	"alonetonight",
	"collagelanding",
	"gallery",
	"iconslanding",
	"maplanding",
	"socialnetwork",
	"transitionsvideolanding",
	"video"
];
// ../../packages/core/src/landers.ts
/**
* Marketing landers (SPEC §2, issue #8). This module has no zod in it: the lander bundle imports it
* directly (`@app/core/landers`) and must stay under 100 kB of JavaScript.
*/
/** Every page the lander bundle renders: the nine /landers pages and the three member landings. */
var LANDER_PAGES = [
	"tinderswipe",
	...LANDER_NAMES,
	"member-landing",
	"member-landing2",
	"member-landing3"
];
var EVERYONE = {
	genders: ["male", "female"],
	sexualities: [
		"hetero",
		"gay",
		"lesbian",
		"bi"
	],
	minAge: 18,
	maxAge: 120
};
({ ...EVERYONE }), { ...EVERYONE }, { ...EVERYONE }, { ...EVERYONE }, { ...EVERYONE }, { ...EVERYONE };
/** The lander copy of a niche goes by its lander prefix (SPEC §9); the general niche has none. */
var NICHE_COPY_KEYS = [
	"general",
	"she",
	"bdsm",
	"bbw",
	"gilf",
	"milf",
	"gay"
];
var nicheCopyKey = (niche) => NICHE_COPY_KEYS[niche - 1] ?? "general";
/** Where the web app keeps this visit's tracking info (sessionStorage), so the signup sends it. */
var TRACKING_STORAGE_KEY = "tracking";
// ../../packages/core/src/api/landers.ts
var LanderPageName = zod_without_eval_exports.z.enum(LANDER_PAGES);
zod_without_eval_exports.z.object({
	page: LanderPageName,
	member: IdParam.optional()
});
/** A member as a lander shows them: only what a visitor may see of an active profile with a photo. */
var LanderMember = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string(),
	age: zod_without_eval_exports.z.number().int(),
	country: CountryCode,
	city: zod_without_eval_exports.z.string(),
	/** Photo URLs, main photo first; public photos only. */
	photos: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
		url: zod_without_eval_exports.z.string(),
		thumb_url: zod_without_eval_exports.z.string()
	})).min(1),
	about: zod_without_eval_exports.z.string(),
	interests: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string()),
	/** Active in the last 15 minutes. */
	online: zod_without_eval_exports.z.boolean(),
	fictional: zod_without_eval_exports.z.boolean()
});
var LanderResponse = zod_without_eval_exports.z.object({
	/** The site's members that fit its niche, the most recently active first (up to 24). */
	members: zod_without_eval_exports.z.array(LanderMember),
	/** The member of a member landing; null on the other landers. */
	member: LanderMember.nullable(),
	/** Members of the site that fit its niche, and how many of them were active in the last 15 minutes. */
	total_members: zod_without_eval_exports.z.number().int(),
	online_members: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({
	page: LanderPageName,
	slug: zod_without_eval_exports.z.string().nullable(),
	locale: Locale,
	site: zod_without_eval_exports.z.object({
		name: zod_without_eval_exports.z.string(),
		niche: zod_without_eval_exports.z.number().int(),
		cdn_prefix: zod_without_eval_exports.z.string(),
		signups: SignupsMode,
		enable_site_entry_popup: zod_without_eval_exports.z.enum(["yes", "no"]),
		site_entry_popup_countries: zod_without_eval_exports.z.array(CountryCode),
		geoip_country: CountryCode.nullable(),
		geoip_selected_country: CountryCode.nullable(),
		fictional_warning: zod_without_eval_exports.z.string(),
		fictional_icon: zod_without_eval_exports.z.boolean(),
		fictional_singular: zod_without_eval_exports.z.string(),
		refund_days: zod_without_eval_exports.z.number().int(),
		signup_credits: zod_without_eval_exports.z.number().int()
	}),
	company: zod_without_eval_exports.z.object({
		name: zod_without_eval_exports.z.string(),
		address_short: zod_without_eval_exports.z.string(),
		tradenames: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string())
	}),
	/** The visitor has a session: a lander then sends them into the site instead of the signup. */
	logged_in: zod_without_eval_exports.z.boolean(),
	data: LanderResponse
});
// ../../packages/core/src/api/admin/staff.ts
/**
* What a staff member may do (issue #17): admin everything and staff management; support members,
* orders, refunds and complaints; moderator photos, profiles and complaints; finance orders,
* refunds, reports and members read-only; operator the fictional profiles' chat console.
*/
var StaffRole = zod_without_eval_exports.z.enum([
	"admin",
	"support",
	"moderator",
	"finance",
	"operator"
]);
StaffRole.options;
/** A six-digit authenticator code (RFC 6238 with the authenticator apps' defaults). */
var TotpCode = zod_without_eval_exports.z.string().trim().regex(/^\d{6}$/, "totp_code_invalid");
/** A recovery code as shown at enrolment (`xxxxx-xxxxx`); case and the dash are forgiven. */
var RecoveryCode = zod_without_eval_exports.z.string().trim().toLowerCase().transform((code) => code.replace(/[^a-z0-9]/g, "")).pipe(zod_without_eval_exports.z.string().regex(/^[a-z0-9]{10}$/, "recovery_code_invalid"));
zod_without_eval_exports.z.object({
	email: Email,
	password: zod_without_eval_exports.z.string().min(1, "required").max(200)
});
zod_without_eval_exports.z.object({ next: zod_without_eval_exports.z.enum([
	"second_factor",
	"enrol",
	"done"
]) });
zod_without_eval_exports.z.object({
	step: zod_without_eval_exports.z.enum([
		"password",
		"second_factor",
		"enrol",
		"done"
	]),
	/** At the second factor: whether a passkey made on this host may answer it. */
	passkey: zod_without_eval_exports.z.boolean()
});
zod_without_eval_exports.z.union([zod_without_eval_exports.z.object({ code: TotpCode }), zod_without_eval_exports.z.object({ recoveryCode: RecoveryCode })]);
zod_without_eval_exports.z.object({
	secret: zod_without_eval_exports.z.string(),
	otpauthUri: zod_without_eval_exports.z.string(),
	/** The otpauth URI as a QR code, an SVG image's data URL. */
	qrCode: zod_without_eval_exports.z.string()
});
zod_without_eval_exports.z.object({ code: TotpCode });
zod_without_eval_exports.z.object({ recoveryCodes: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string()) });
var StaffMember = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.number(),
	email: zod_without_eval_exports.z.string(),
	name: zod_without_eval_exports.z.string(),
	role: StaffRole,
	enrolled: zod_without_eval_exports.z.boolean(),
	disabled: zod_without_eval_exports.z.boolean(),
	createdAt: zod_without_eval_exports.z.string(),
	lastLoginAt: zod_without_eval_exports.z.string().nullable()
});
var AdminSiteSummary = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.number(),
	domain: zod_without_eval_exports.z.string(),
	name: zod_without_eval_exports.z.string(),
	language: zod_without_eval_exports.z.string()
});
zod_without_eval_exports.z.object({
	staff: StaffMember,
	sites: zod_without_eval_exports.z.array(AdminSiteSummary)
});
/** Every staff write says why; the audit log keeps it. */
var Reason = zod_without_eval_exports.z.string().trim().min(3, "reason_required").max(500);
zod_without_eval_exports.z.object({
	email: Email,
	name: zod_without_eval_exports.z.string().trim().min(1, "required").max(100),
	role: StaffRole,
	reason: Reason
});
zod_without_eval_exports.z.object({
	staff: StaffMember,
	password: zod_without_eval_exports.z.string()
});
zod_without_eval_exports.z.object({
	role: StaffRole.optional(),
	disabled: zod_without_eval_exports.z.boolean().optional(),
	resetSecondFactor: zod_without_eval_exports.z.literal(true).optional(),
	reason: Reason
}).refine((body) => body.role !== void 0 || body.disabled !== void 0 || body.resetSecondFactor, {
	path: ["_"],
	message: "nothing_to_change"
});
zod_without_eval_exports.z.object({ staff: zod_without_eval_exports.z.array(StaffMember) });
/** One staff write, as the append-only audit log keeps it. */
var AuditEntry = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.number(),
	at: zod_without_eval_exports.z.string(),
	staffId: zod_without_eval_exports.z.number(),
	staffEmail: zod_without_eval_exports.z.string(),
	role: StaffRole,
	action: zod_without_eval_exports.z.string(),
	subjectType: zod_without_eval_exports.z.string(),
	subjectId: zod_without_eval_exports.z.string(),
	siteId: zod_without_eval_exports.z.number().nullable(),
	before: zod_without_eval_exports.z.unknown(),
	after: zod_without_eval_exports.z.unknown(),
	reason: zod_without_eval_exports.z.string().nullable()
});
var PositiveId = zod_without_eval_exports.z.coerce.number().int().positive().max(2147483647);
zod_without_eval_exports.z.object({
	subjectType: zod_without_eval_exports.z.string().trim().min(1).max(40).optional(),
	subjectId: zod_without_eval_exports.z.string().trim().min(1).max(100).optional(),
	staffId: PositiveId.optional(),
	siteId: PositiveId.optional(),
	action: zod_without_eval_exports.z.string().trim().min(1).max(60).optional(),
	/** Words in the reason or the staff member's address. */
	q: zod_without_eval_exports.z.string().trim().min(1).max(100).optional(),
	before: PositiveId.optional(),
	limit: zod_without_eval_exports.z.coerce.number().int().min(1).max(200).default(50)
});
zod_without_eval_exports.z.object({
	entries: zod_without_eval_exports.z.array(AuditEntry),
	next: zod_without_eval_exports.z.number().nullable()
});
/**
* A WebAuthn ceremony's answer as @simplewebauthn/browser sends it: checked here for shape and
* size only; the server's WebAuthn library verifies the rest.
*/
var WebAuthnResponse = zod_without_eval_exports.z.looseObject({
	id: zod_without_eval_exports.z.string().min(1).max(1400),
	rawId: zod_without_eval_exports.z.string().min(1).max(1400),
	type: zod_without_eval_exports.z.literal("public-key"),
	response: zod_without_eval_exports.z.looseObject({ clientDataJSON: zod_without_eval_exports.z.string().min(1).max(2e4) }),
	clientExtensionResults: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string(), zod_without_eval_exports.z.unknown()).default({})
});
zod_without_eval_exports.z.looseObject({ challenge: zod_without_eval_exports.z.string() });
var Passkey = zod_without_eval_exports.z.object({
	id: zod_without_eval_exports.z.number(),
	name: zod_without_eval_exports.z.string(),
	createdAt: zod_without_eval_exports.z.string(),
	lastUsedAt: zod_without_eval_exports.z.string().nullable()
});
zod_without_eval_exports.z.object({ passkeys: zod_without_eval_exports.z.array(Passkey) });
zod_without_eval_exports.z.object({
	name: zod_without_eval_exports.z.string().trim().min(1, "required").max(60),
	response: WebAuthnResponse
});
zod_without_eval_exports.z.object({ response: WebAuthnResponse });
var CreditHistoryKind = zod_without_eval_exports.z.enum([
	"signup",
	"purchase",
	"message",
	"photo",
	"gift",
	"correction",
	"refund",
	"chargeback",
	"other"
]);
/** One change of the member's credits. */
var CreditHistoryEntry = zod_without_eval_exports.z.object({
	id: Id,
	delta: zod_without_eval_exports.z.number().int(),
	balance_after: zod_without_eval_exports.z.number().int().min(0),
	kind: CreditHistoryKind,
	created_at: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({ before: IdParam.optional() });
/** `next` is the `before` of the following page, null on the last one. */
var CreditHistoryResponse = zod_without_eval_exports.z.object({
	entries: zod_without_eval_exports.z.array(CreditHistoryEntry),
	next: Id.nullable()
});
// ../../packages/core/src/api/admin/members.ts
/** A status to search by: an account status, or 'banned' for a ban or suspension in force. */
var MemberSearchStatus = zod_without_eval_exports.z.enum([...UserStatus.options, "banned"]);
var SearchText = zod_without_eval_exports.z.string().trim().max(200);
var Day$1 = zod_without_eval_exports.z.iso.date();
zod_without_eval_exports.z.object({
	q: SearchText.optional(),
	siteId: IdParam.optional(),
	status: MemberSearchStatus.optional(),
	country: CountryCode.optional(),
	signedUpFrom: Day$1.optional(),
	signedUpTo: Day$1.optional(),
	/** The tracking network the member signed up through (users.tracking.network). */
	network: zod_without_eval_exports.z.string().trim().max(100).optional(),
	page: zod_without_eval_exports.z.coerce.number().int().min(1).max(1e4).default(1)
}).refine((query) => !query.signedUpFrom || !query.signedUpTo || query.signedUpFrom <= query.signedUpTo, {
	path: ["signedUpTo"],
	message: "before_from"
});
var MemberSummary = zod_without_eval_exports.z.object({
	id: Id,
	siteId: Id,
	email: zod_without_eval_exports.z.string(),
	name: zod_without_eval_exports.z.string(),
	status: UserStatus,
	country: zod_without_eval_exports.z.string(),
	signupDate: zod_without_eval_exports.z.iso.datetime(),
	credits: zod_without_eval_exports.z.number().int(),
	paidUser: zod_without_eval_exports.z.boolean(),
	network: zod_without_eval_exports.z.string().nullable(),
	banned: zod_without_eval_exports.z.boolean(),
	/** A fictional profile run by operators, no person behind it. */
	fictional: zod_without_eval_exports.z.boolean(),
	thumbUrl: zod_without_eval_exports.z.string().nullable()
});
zod_without_eval_exports.z.object({
	members: zod_without_eval_exports.z.array(MemberSummary),
	total: zod_without_eval_exports.z.number().int(),
	page: zod_without_eval_exports.z.number().int(),
	pageSize: zod_without_eval_exports.z.number().int()
});
var AdminPhoto = zod_without_eval_exports.z.object({
	id: Id,
	url: zod_without_eval_exports.z.string(),
	thumbUrl: zod_without_eval_exports.z.string(),
	status: PhotoStatus,
	review: ReviewState,
	rejectReason: ModerationReason.nullable(),
	private: zod_without_eval_exports.z.boolean(),
	main: zod_without_eval_exports.z.boolean(),
	createdAt: zod_without_eval_exports.z.iso.datetime()
});
var AdminLedgerEntry = zod_without_eval_exports.z.object({
	id: Id,
	delta: zod_without_eval_exports.z.number().int(),
	balanceAfter: zod_without_eval_exports.z.number().int(),
	reason: zod_without_eval_exports.z.string(),
	at: zod_without_eval_exports.z.iso.datetime()
});
var AdminMemberOrder = zod_without_eval_exports.z.object({
	id: Id,
	createdAt: zod_without_eval_exports.z.iso.datetime(),
	status: PaymentStatus,
	credits: zod_without_eval_exports.z.number().int(),
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	method: PaymentMethod,
	country: zod_without_eval_exports.z.string(),
	discountCode: zod_without_eval_exports.z.string().nullable()
});
var AdminSession = zod_without_eval_exports.z.object({
	id: Id,
	createdAt: zod_without_eval_exports.z.iso.datetime(),
	expiresAt: zod_without_eval_exports.z.iso.datetime(),
	userAgent: zod_without_eval_exports.z.string().nullable(),
	ip: zod_without_eval_exports.z.string().nullable(),
	deviceId: zod_without_eval_exports.z.string().nullable(),
	/** A ban ended it. */
	banned: zod_without_eval_exports.z.boolean()
});
/** Another member, as a list on the member page names them. */
var OtherMember = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string()
});
var AdminBlock = zod_without_eval_exports.z.object({
	member: OtherMember,
	at: zod_without_eval_exports.z.iso.datetime()
});
var AdminComplaint = zod_without_eval_exports.z.object({
	id: Id,
	reference: zod_without_eval_exports.z.string(),
	status: ComplaintStatus,
	at: zod_without_eval_exports.z.iso.datetime(),
	reason: ComplaintReason,
	message: zod_without_eval_exports.z.string(),
	reporter: OtherMember.nullable(),
	reporterEmail: zod_without_eval_exports.z.string().nullable(),
	about: OtherMember.nullable()
});
/** The four things a ban can name, as the /ban page lists them. */
var BanKind = zod_without_eval_exports.z.enum([
	"account",
	"email",
	"device",
	"ip"
]);
var AdminBan = zod_without_eval_exports.z.object({
	id: Id,
	kind: BanKind,
	value: zod_without_eval_exports.z.string(),
	reason: zod_without_eval_exports.z.string(),
	createdAt: zod_without_eval_exports.z.iso.datetime(),
	/** A suspension's end; null for a ban. */
	until: zod_without_eval_exports.z.iso.datetime().nullable(),
	liftedAt: zod_without_eval_exports.z.iso.datetime().nullable(),
	active: zod_without_eval_exports.z.boolean()
});
var AdminProfile = zod_without_eval_exports.z.object({
	name: zod_without_eval_exports.z.string(),
	dateOfBirth: zod_without_eval_exports.z.string(),
	gender: Gender,
	sexuality: Sexuality,
	country: zod_without_eval_exports.z.string(),
	region: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	about: zod_without_eval_exports.z.string(),
	status: ProfileStatus,
	fictional: zod_without_eval_exports.z.boolean(),
	lastActiveAt: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({
	member: zod_without_eval_exports.z.object({
		id: Id,
		siteId: Id,
		siteName: zod_without_eval_exports.z.string(),
		email: zod_without_eval_exports.z.string(),
		status: UserStatus,
		credits: zod_without_eval_exports.z.number().int(),
		paidUser: zod_without_eval_exports.z.boolean(),
		language: zod_without_eval_exports.z.string(),
		signupDate: zod_without_eval_exports.z.iso.datetime(),
		signupIp: zod_without_eval_exports.z.string().nullable(),
		emailConfirmedAt: zod_without_eval_exports.z.iso.datetime().nullable(),
		deletionRequestedAt: zod_without_eval_exports.z.iso.datetime().nullable(),
		tracking: TrackingInfo,
		profile: AdminProfile
	}),
	photos: zod_without_eval_exports.z.array(AdminPhoto),
	/** The newest ledger rows. */
	ledger: zod_without_eval_exports.z.array(AdminLedgerEntry),
	orders: zod_without_eval_exports.z.array(AdminMemberOrder),
	counts: zod_without_eval_exports.z.object({
		conversations: zod_without_eval_exports.z.number().int(),
		likesSent: zod_without_eval_exports.z.number().int(),
		likesReceived: zod_without_eval_exports.z.number().int(),
		matches: zod_without_eval_exports.z.number().int()
	}),
	blocks: zod_without_eval_exports.z.object({
		byMember: zod_without_eval_exports.z.array(AdminBlock),
		ofMember: zod_without_eval_exports.z.array(AdminBlock)
	}),
	complaints: zod_without_eval_exports.z.object({
		byMember: zod_without_eval_exports.z.array(AdminComplaint),
		aboutMember: zod_without_eval_exports.z.array(AdminComplaint)
	}),
	sessions: zod_without_eval_exports.z.array(AdminSession),
	notifications: zod_without_eval_exports.z.object({
		settings: zod_without_eval_exports.z.record(NotificationType, zod_without_eval_exports.z.boolean()),
		disabled: zod_without_eval_exports.z.array(NotificationDisabledReason),
		pushSubscriptions: zod_without_eval_exports.z.number().int()
	}),
	bans: zod_without_eval_exports.z.array(AdminBan)
});
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({ reason: Reason });
UpdateProfileBody.extend({ reason: Reason }).refine((body) => Object.keys(body).some((key) => key !== "reason"), {
	path: ["_"],
	message: "nothing_to_change"
});
/** The device cookie's id, as session/device.ts makes it. */
var DeviceId = zod_without_eval_exports.z.string().regex(/^[A-Za-z0-9_-]{22}$/, "invalid");
zod_without_eval_exports.z.object({
	kind: BanKind,
	deviceId: DeviceId.optional(),
	ip: zod_without_eval_exports.z.union([zod_without_eval_exports.z.ipv4(), zod_without_eval_exports.z.ipv6()], { error: "invalid" }).optional(),
	days: zod_without_eval_exports.z.number().int().min(1).max(3650).nullable().default(null),
	reason: Reason
}).refine((body) => body.kind !== "device" || body.deviceId !== void 0, {
	path: ["deviceId"],
	message: "required"
}).refine((body) => body.kind !== "ip" || body.ip !== void 0, {
	path: ["ip"],
	message: "required"
});
zod_without_eval_exports.z.object({
	ban: AdminBan,
	sessionsEnded: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({ banId: IdParam });
zod_without_eval_exports.z.object({
	delta: zod_without_eval_exports.z.number().int().min(-1e6).max(1e6).refine((delta) => delta !== 0, "invalid"),
	reason: Reason,
	/** The form's own id for this adjustment: sent twice (a double click, a retry), it applies once. */
	requestId: zod_without_eval_exports.z.uuid().optional()
});
zod_without_eval_exports.z.object({ credits: zod_without_eval_exports.z.number().int() });
zod_without_eval_exports.z.object({
	paidUser: zod_without_eval_exports.z.boolean(),
	reason: Reason
});
zod_without_eval_exports.z.object({ photoId: IdParam });
zod_without_eval_exports.z.object({
	photoId: IdParam,
	variant: zod_without_eval_exports.z.enum(["main", "thumb"])
});
var NewsletterFormat = zod_without_eval_exports.z.enum(["markdown", "text"]);
var NewsletterStatus = zod_without_eval_exports.z.enum([
	"draft",
	"sending",
	"sent"
]);
/** What an admin writes: the site and language it is for, subject and body. */
var NewsletterDraft = zod_without_eval_exports.z.object({
	site_id: Id,
	language: Locale,
	subject: zod_without_eval_exports.z.string().trim().min(1, "required").max(200),
	body: zod_without_eval_exports.z.string().trim().min(1, "required").max(5e4),
	format: NewsletterFormat
});
/** The copies by status; `queued` counts those waiting and those being sent. */
var NewsletterCounts = zod_without_eval_exports.z.object({
	queued: zod_without_eval_exports.z.number().int().min(0),
	sent: zod_without_eval_exports.z.number().int().min(0),
	failed: zod_without_eval_exports.z.number().int().min(0),
	skipped: zod_without_eval_exports.z.number().int().min(0)
});
var Newsletter = NewsletterDraft.extend({
	id: Id,
	status: NewsletterStatus,
	created_at: zod_without_eval_exports.z.iso.datetime(),
	updated_at: zod_without_eval_exports.z.iso.datetime(),
	queued_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	finished_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	counts: NewsletterCounts
});
zod_without_eval_exports.z.object({ newsletter: Newsletter });
zod_without_eval_exports.z.object({ siteId: IdParam.optional() });
zod_without_eval_exports.z.object({ newsletters: zod_without_eval_exports.z.array(Newsletter) });
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({
	subject: zod_without_eval_exports.z.string(),
	html: zod_without_eval_exports.z.string(),
	text: zod_without_eval_exports.z.string(),
	recipients: zod_without_eval_exports.z.number().int().min(0)
});
zod_without_eval_exports.z.object({ sent_to: zod_without_eval_exports.z.email() });
zod_without_eval_exports.z.object({ reason: Reason });
// ../../packages/core/src/api/admin/money.ts
/** Staff read orders by payment status, or by what happened after the sale. */
var AdminOrderState = zod_without_eval_exports.z.enum([
	...PAYMENT_STATUSES,
	"refunded",
	"charged_back",
	"flagged"
]);
var Day = zod_without_eval_exports.z.iso.date();
zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	status: AdminOrderState.optional(),
	method: PaymentMethod.optional(),
	country: CountryCode.optional(),
	from: Day.optional(),
	to: Day.optional(),
	member: zod_without_eval_exports.z.string().trim().max(320).optional(),
	page: zod_without_eval_exports.z.coerce.number().int().min(1).max(1e4).default(1)
});
var AdminOrderRow = zod_without_eval_exports.z.object({
	id: Id,
	site_id: Id,
	site_name: zod_without_eval_exports.z.string(),
	/** Null (with email and member_name) once the member deleted the account: the order stays for the books. */
	user_id: Id.nullable(),
	email: zod_without_eval_exports.z.string().nullable(),
	member_name: zod_without_eval_exports.z.string().nullable(),
	created_at: zod_without_eval_exports.z.iso.datetime(),
	paid_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	bundle_id: zod_without_eval_exports.z.string(),
	credits: zod_without_eval_exports.z.number().int(),
	/** Minor units, after the discount. */
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	method: PaymentMethod,
	country: CountryCode,
	status: PaymentStatus,
	/** Minor units refunded (refunds not failed or canceled) and charged back. */
	refunded_amount: zod_without_eval_exports.z.number().int(),
	charged_back_amount: zod_without_eval_exports.z.number().int(),
	/** The member has an open review flag (after a chargeback). */
	flagged: zod_without_eval_exports.z.boolean()
});
zod_without_eval_exports.z.object({
	orders: zod_without_eval_exports.z.array(AdminOrderRow),
	total: zod_without_eval_exports.z.number().int(),
	page: zod_without_eval_exports.z.number().int(),
	page_size: zod_without_eval_exports.z.number().int()
});
var RefundStatus = zod_without_eval_exports.z.enum([
	"requested",
	"queued",
	"pending",
	"processing",
	"refunded",
	"failed",
	"canceled"
]);
var AdminRefund = zod_without_eval_exports.z.object({
	id: Id,
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	status: RefundStatus,
	/** Credits taken back from the member; null until the provider accepted the refund. */
	credits: zod_without_eval_exports.z.number().int().nullable(),
	provider_refund_id: zod_without_eval_exports.z.string().nullable(),
	/** Null for a refund made at the provider's dashboard. */
	staff_email: zod_without_eval_exports.z.string().nullable(),
	reason: zod_without_eval_exports.z.string().nullable(),
	outside_window: zod_without_eval_exports.z.boolean(),
	failure: zod_without_eval_exports.z.string().nullable(),
	created_at: zod_without_eval_exports.z.iso.datetime()
});
var AdminChargeback = zod_without_eval_exports.z.object({
	id: Id,
	provider_chargeback_id: zod_without_eval_exports.z.string(),
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	/** Credits taken from the balance, and those it could not cover (now owed). */
	credits: zod_without_eval_exports.z.number().int(),
	debt_credits: zod_without_eval_exports.z.number().int(),
	reason: zod_without_eval_exports.z.string().nullable(),
	charged_back_at: zod_without_eval_exports.z.iso.datetime()
});
var ReviewFlag = zod_without_eval_exports.z.object({
	id: Id,
	reason: zod_without_eval_exports.z.enum(["chargeback"]),
	order_id: Id.nullable(),
	created_at: zod_without_eval_exports.z.iso.datetime(),
	resolved_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	resolution: zod_without_eval_exports.z.string().nullable()
});
var ReceiptDetails = zod_without_eval_exports.z.object({
	/** Basis points: 2100 is 21 %. */
	vat_rate: zod_without_eval_exports.z.number().int(),
	vat_amount: zod_without_eval_exports.z.number().int(),
	seller: zod_without_eval_exports.z.object({
		name: zod_without_eval_exports.z.string(),
		address_lines: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string()),
		kvk: zod_without_eval_exports.z.string(),
		vat_number: zod_without_eval_exports.z.string().nullable(),
		tradenames: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string())
	}),
	issued_at: zod_without_eval_exports.z.iso.datetime()
});
/** What a refund of this order may be now. */
var RefundOptions = zod_without_eval_exports.z.object({
	refund_days: zod_without_eval_exports.z.number().int(),
	window_ends_at: zod_without_eval_exports.z.iso.datetime(),
	within_window: zod_without_eval_exports.z.boolean(),
	/** Minor units still refundable at the provider. */
	remaining_amount: zod_without_eval_exports.z.number().int(),
	/** Credits of this purchase the member has not used (oldest credits count as spent first). */
	unused_credits: zod_without_eval_exports.z.number().int(),
	/** The return policy's refund: the unused credits' share of the price paid. */
	suggested_amount: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({
	order: AdminOrderRow.extend({
		amount_before_discount: zod_without_eval_exports.z.number().int(),
		discount_code: zod_without_eval_exports.z.string().nullable(),
		discount_percentage: zod_without_eval_exports.z.number().int().nullable(),
		provider: zod_without_eval_exports.z.string(),
		provider_payment_id: zod_without_eval_exports.z.string().nullable(),
		repeat: zod_without_eval_exports.z.boolean()
	}),
	/** Null once the member deleted the account (the order stays for the books, without them). */
	member: zod_without_eval_exports.z.object({
		id: Id,
		email: zod_without_eval_exports.z.string(),
		name: zod_without_eval_exports.z.string().nullable(),
		credits: zod_without_eval_exports.z.number().int(),
		paid_user: zod_without_eval_exports.z.boolean(),
		/** Credits owed after chargebacks; the next purchase pays them first. */
		debt_credits: zod_without_eval_exports.z.number().int(),
		review_flags: zod_without_eval_exports.z.array(ReviewFlag)
	}).nullable(),
	history: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
		status: PaymentStatus,
		at: zod_without_eval_exports.z.iso.datetime()
	})),
	receipt: ReceiptDetails.nullable(),
	refunds: zod_without_eval_exports.z.array(AdminRefund),
	chargebacks: zod_without_eval_exports.z.array(AdminChargeback),
	/** Null when nothing can be refunded (not paid, or all of it refunded or charged back). */
	refund_options: RefundOptions.nullable()
});
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({
	amount: zod_without_eval_exports.z.number().int().positive("required").max(1e7, "too_large"),
	reason: zod_without_eval_exports.z.string().trim().min(3, "required").max(500, "too_long"),
	idempotency_key: zod_without_eval_exports.z.string().trim().min(8, "invalid").max(100, "invalid")
});
zod_without_eval_exports.z.object({
	refund: AdminRefund,
	/** False when this key had been used before: nothing new was refunded. */
	applied: zod_without_eval_exports.z.boolean()
});
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({ resolution: zod_without_eval_exports.z.string().trim().min(3, "required").max(500, "too_long") });
zod_without_eval_exports.z.object({ userId: IdParam });
zod_without_eval_exports.z.object({ flags: zod_without_eval_exports.z.array(ReviewFlag) });
var TrackingField = zod_without_eval_exports.z.enum([
	"network",
	"ref",
	"sub1",
	"sub2",
	"sub3"
]);
var ReportPeriod = zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	from: zod_without_eval_exports.z.iso.date().optional(),
	to: zod_without_eval_exports.z.iso.date().optional(),
	tracking: TrackingField.default("network")
});
var fromNotAfterTo = ({ from, to }) => !from || !to || from <= to;
ReportPeriod.refine(fromNotAfterTo, {
	message: "from_after_to",
	path: ["from"]
});
/** Money of one group in one currency (currencies are never added up), minor units. */
var RevenueRow = zod_without_eval_exports.z.object({
	key: zod_without_eval_exports.z.string(),
	currency: Currency,
	orders: zod_without_eval_exports.z.number().int(),
	gross: zod_without_eval_exports.z.number().int(),
	refunds: zod_without_eval_exports.z.number().int(),
	refunded: zod_without_eval_exports.z.number().int(),
	chargebacks: zod_without_eval_exports.z.number().int(),
	charged_back: zod_without_eval_exports.z.number().int(),
	/** gross − refunded − charged back. */
	net: zod_without_eval_exports.z.number().int()
});
var TrackingRow = zod_without_eval_exports.z.object({
	/** The field's value; '' for members who came without it. */
	key: zod_without_eval_exports.z.string(),
	signups: zod_without_eval_exports.z.number().int(),
	/** Members (of any signup date) whose first paid order fell in the period. */
	first_purchases: zod_without_eval_exports.z.number().int(),
	/** Of those who signed up in the period: how many have paid since. */
	converted: zod_without_eval_exports.z.number().int()
});
var REVENUE_GROUPS = [
	"day",
	"site",
	"country",
	"method",
	"bundle"
];
zod_without_eval_exports.z.enum(REVENUE_GROUPS);
zod_without_eval_exports.z.object({
	from: zod_without_eval_exports.z.iso.date(),
	to: zod_without_eval_exports.z.iso.date(),
	/** Revenue of orders paid in the period; refunds and chargebacks made in the period, by the order they belong to. */
	revenue: zod_without_eval_exports.z.object({
		day: zod_without_eval_exports.z.array(RevenueRow),
		site: zod_without_eval_exports.z.array(RevenueRow),
		country: zod_without_eval_exports.z.array(RevenueRow),
		method: zod_without_eval_exports.z.array(RevenueRow),
		bundle: zod_without_eval_exports.z.array(RevenueRow)
	}),
	tracking: zod_without_eval_exports.z.object({
		field: TrackingField,
		rows: zod_without_eval_exports.z.array(TrackingRow)
	}),
	conversion: zod_without_eval_exports.z.object({
		signups: zod_without_eval_exports.z.number().int(),
		converted: zod_without_eval_exports.z.number().int(),
		/** Per signup day: how many signed up and how many of them have paid since. */
		by_day: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
			day: zod_without_eval_exports.z.iso.date(),
			signups: zod_without_eval_exports.z.number().int(),
			converted: zod_without_eval_exports.z.number().int()
		}))
	})
});
/** The tables GET /api/admin/reports/export.csv writes; `revenue_<group>`, `tracking`, `conversion`. */
var REPORT_TABLES = [
	...REVENUE_GROUPS.map((group) => `revenue_${group}`),
	"tracking",
	"conversion"
];
var ReportTable = zod_without_eval_exports.z.enum(REPORT_TABLES);
ReportPeriod.extend({ table: ReportTable }).refine(fromNotAfterTo, {
	message: "from_after_to",
	path: ["from"]
});
// ../../packages/core/src/api/admin/sites.ts
/**
* A site's host name as it is stored and matched: lower case, without `www.` (visitors may type
* it either way), no port. `localhost` names (`new.localhost`) serve a developer's machine.
*/
var SiteDomain = zod_without_eval_exports.z.string().trim().toLowerCase().max(253, "at most 253 characters").regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "a host name such as example.com").refine((domain) => !domain.startsWith("www."), "without www. (both are served)");
/** What identifies a site and is kept in its own columns: the domain picks it, the rest brands it. */
var SiteIdentity = zod_without_eval_exports.z.object({
	domain: SiteDomain,
	name: zod_without_eval_exports.z.string().trim().min(1, "required").max(100, "at most 100 characters"),
	language: Locale,
	niche: Niche,
	company_id: Id
});
/** A site as the back office shows and edits it. */
var AdminSite = SiteIdentity.extend({
	id: Id,
	/** Answers hosts that match no site's domain. */
	is_default: zod_without_eval_exports.z.boolean(),
	config: SiteConfig,
	created_at: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({ sites: zod_without_eval_exports.z.array(AdminSite) });
zod_without_eval_exports.z.object({ site: AdminSite });
SiteIdentity.extend({ reason: Reason });
SiteIdentity.extend({ config: SiteConfig }).extend({ reason: Reason });
zod_without_eval_exports.z.object({ siteId: IdParam });
var line = (max) => zod_without_eval_exports.z.string().trim().min(1, "required").max(max, `at most ${max} characters`);
/** A company as an operator enters it; the three address variants are made from the lines, city and country. */
var CompanyBody = zod_without_eval_exports.z.object({
	name: line(200),
	address_lines: zod_without_eval_exports.z.array(line(200)).min(1, "at least one line").max(6, "at most 6 lines"),
	city: line(100),
	country: CountryCode,
	/** The Dutch Chamber of Commerce number (or the register number where the company sits). */
	kvk: line(40),
	tradenames: zod_without_eval_exports.z.array(line(100)).max(20, "at most 20 trade names"),
	vat_numbers: zod_without_eval_exports.z.partialRecord(CountryCode, line(40)),
	support_phone: line(40),
	delete_discount: zod_without_eval_exports.z.number().int().min(0, "between 0 and 100").max(100, "between 0 and 100")
});
CompanyBody.extend({ reason: Reason });
var AdminCompany = CompanyBody.extend({
	id: Id,
	address: CompanyInfo.shape.address,
	added: zod_without_eval_exports.z.iso.datetime(),
	/** The sites it operates, by domain. */
	sites: zod_without_eval_exports.z.array(zod_without_eval_exports.z.string())
});
zod_without_eval_exports.z.object({ companies: zod_without_eval_exports.z.array(AdminCompany) });
zod_without_eval_exports.z.object({ company: AdminCompany });
zod_without_eval_exports.z.object({ companyId: IdParam });
// ../../packages/core/src/api/admin/discounts.ts
var DiscountStatus = zod_without_eval_exports.z.enum(["active", "inactive"]);
/**
* A code members type at checkout, as its form edits it. The minimum order is in minor units of
* `currency`, or of the member's currency when the code has none.
*/
var DiscountCodeFields = zod_without_eval_exports.z.object({
	site_id: Id,
	code: DiscountCodeText.pipe(zod_without_eval_exports.z.string().regex(/^[A-Z0-9_-]+$/, "letters, digits, - and _ only")),
	value_percentage: zod_without_eval_exports.z.number().int().min(1, "between 1 and 100").max(100, "between 1 and 100"),
	currency: Currency.nullable(),
	country: CountryCode.nullable(),
	minimum_order_value: zod_without_eval_exports.z.number().int().positive("more than 0").nullable(),
	validity: DiscountValidity,
	/** How many orders in total may use a `limited` code; null for every other validity. */
	max_uses: zod_without_eval_exports.z.number().int().min(1, "at least 1").nullable(),
	expires_at: zod_without_eval_exports.z.iso.datetime({ offset: true }).nullable(),
	/** Null: every method. */
	payment_methods: zod_without_eval_exports.z.array(PaymentMethod).min(1, "at least one method, or none chosen for all").nullable()
});
function usesFitValidity(body, context) {
	if (body.validity === "limited" !== (body.max_uses !== null)) context.addIssue({
		code: "custom",
		path: ["max_uses"],
		message: body.validity === "limited" ? "required for a code of N uses" : "only for a code of N uses"
	});
}
DiscountCodeFields.superRefine(usesFitValidity);
DiscountCodeFields.extend({ reason: Reason }).superRefine(usesFitValidity);
/** A code as the back office lists it, with how many orders hold it (paid, or open and reserving it). */
var AdminDiscountCode = zod_without_eval_exports.z.object({
	id: Id,
	site_id: Id,
	code: zod_without_eval_exports.z.string(),
	value_percentage: zod_without_eval_exports.z.number().int(),
	currency: Currency.nullable(),
	country: CountryCode.nullable(),
	minimum_order_value: zod_without_eval_exports.z.number().int().nullable(),
	validity: DiscountValidity,
	max_uses: zod_without_eval_exports.z.number().int().nullable(),
	/** A member's personal code (the welcome time bonus is one code for all, checked per member). */
	user_id: Id.nullable(),
	status: DiscountStatus,
	expires_at: zod_without_eval_exports.z.iso.datetime().nullable(),
	payment_methods: zod_without_eval_exports.z.array(PaymentMethod).nullable(),
	created_at: zod_without_eval_exports.z.iso.datetime(),
	uses: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({ siteId: IdParam.optional() });
zod_without_eval_exports.z.object({ codes: zod_without_eval_exports.z.array(AdminDiscountCode) });
zod_without_eval_exports.z.object({ code: AdminDiscountCode });
zod_without_eval_exports.z.object({ codeId: IdParam });
zod_without_eval_exports.z.object({
	status: DiscountStatus,
	reason: Reason
});
/** One order that took the code. */
var DiscountCodeUse = zod_without_eval_exports.z.object({
	order_id: Id,
	/** Null once the member deleted their account: the order stays for the books, without them. */
	user_id: Id.nullable(),
	status: PaymentStatus,
	amount: zod_without_eval_exports.z.number().int(),
	currency: Currency,
	created_at: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({
	code: AdminDiscountCode,
	uses: zod_without_eval_exports.z.array(DiscountCodeUse)
});
// ../../packages/core/src/api/admin/static-pages.ts
/**
* First path segments the site uses for itself (the web app's routes, the server's own paths): a
* published page cannot take them, since `/{token}` only answers paths nothing else does. The
* seven built-in page names are not here: publishing one overrides that page.
*/
var RESERVED_PAGE_TOKENS = [
	"account-deleted",
	"activate",
	"admin",
	"api",
	"assets",
	"chats",
	"complaint",
	"complaints",
	"complete-signup",
	"credits",
	"dev",
	"directdebit",
	"lang-config",
	"landers",
	"likes",
	"login",
	"logout",
	"mail-change",
	"match-finder",
	"media",
	"members",
	"notifications",
	"premium",
	"pricing",
	"profile",
	"reset-password",
	"settings",
	"signup",
	"signup-matches",
	"simulated-provider",
	"swipe-game",
	"transactions",
	"v2"
];
/** The `{token}` of a page's URL: /{token}. Lower case words joined by hyphens. */
var PageToken = zod_without_eval_exports.z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, "lower-case letters, digits and hyphens, at most 60").refine((token) => !RESERVED_PAGE_TOKENS.includes(token), "this address is a page of the site already");
/** One language of a page: a plain-text title and a Markdown body (no raw HTML; `{site_name}` and the like are filled in). */
var PageContent = zod_without_eval_exports.z.object({
	title: zod_without_eval_exports.z.string().trim().min(1, "required").max(200, "at most 200 characters"),
	markdown: zod_without_eval_exports.z.string().max(1e5, "at most 100,000 characters")
});
zod_without_eval_exports.z.object({
	/** Unpublished pages answer 404 (an override unpublished shows the built-in page again). */
	published: zod_without_eval_exports.z.boolean(),
	content: zod_without_eval_exports.z.partialRecord(Locale, PageContent).refine((content) => Object.keys(content).length > 0, "at least one language")
}).extend({ reason: Reason });
zod_without_eval_exports.z.object({ reason: Reason });
zod_without_eval_exports.z.object({
	siteId: IdParam,
	token: PageToken
});
var AdminSitePage = zod_without_eval_exports.z.object({
	token: zod_without_eval_exports.z.string(),
	/** One of the seven pages every site has; without content of the site's own it shows ours. */
	builtin: zod_without_eval_exports.z.boolean(),
	/** Whether the site has content of its own for it (always for a page that is not built in). */
	stored: zod_without_eval_exports.z.boolean(),
	published: zod_without_eval_exports.z.boolean(),
	content: zod_without_eval_exports.z.partialRecord(Locale, PageContent),
	updated_at: zod_without_eval_exports.z.iso.datetime().nullable()
});
zod_without_eval_exports.z.object({ pages: zod_without_eval_exports.z.array(AdminSitePage) });
zod_without_eval_exports.z.object({ page: AdminSitePage });
zod_without_eval_exports.z.object({
	page: AdminSitePage,
	defaults: zod_without_eval_exports.z.partialRecord(Locale, PageContent)
});
zod_without_eval_exports.z.object({
	lang: Locale,
	content: PageContent
});
zod_without_eval_exports.z.object({
	title: zod_without_eval_exports.z.string(),
	html: zod_without_eval_exports.z.string()
});
zod_without_eval_exports.z.object({ siteId: IdParam.optional() });
/** What the back office home and the top bar show beside a queue: how many, and since when the oldest waits. */
var QueueCount = zod_without_eval_exports.z.object({
	count: zod_without_eval_exports.z.number().int().min(0),
	oldest_at: zod_without_eval_exports.z.iso.datetime().nullable()
});
var ScamSignal = zod_without_eval_exports.z.enum([
	"same_text",
	"conversation_burst",
	"link",
	"phone",
	"email",
	"iban",
	"crypto"
]);
var HoldState = zod_without_eval_exports.z.enum([
	"held",
	"released",
	"rejected"
]);
var MemberRef = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string()
});
/** One of the sender's other recent messages, for the moderator to judge the held one by. */
var SenderMessage = zod_without_eval_exports.z.object({
	id: Id,
	receiver: MemberRef,
	kind: MessageKind,
	text: zod_without_eval_exports.z.string(),
	/** Null for a message that was never held. */
	hold: HoldState.nullable(),
	created_at: zod_without_eval_exports.z.iso.datetime()
});
var HeldMessage = zod_without_eval_exports.z.object({
	id: Id,
	site_id: Id,
	sender: MemberRef.extend({
		email: zod_without_eval_exports.z.string(),
		signed_up_at: zod_without_eval_exports.z.iso.datetime()
	}),
	receiver: MemberRef,
	kind: MessageKind,
	text: zod_without_eval_exports.z.string(),
	/** The staff-only URL of a photo message's picture. */
	photo_url: zod_without_eval_exports.z.string().nullable(),
	credits_charged: zod_without_eval_exports.z.number().int().min(0),
	signals: zod_without_eval_exports.z.array(ScamSignal),
	created_at: zod_without_eval_exports.z.iso.datetime(),
	/** The sender's messages around it, the newest first (held ones included). */
	recent: zod_without_eval_exports.z.array(SenderMessage)
});
zod_without_eval_exports.z.object({ messages: zod_without_eval_exports.z.array(HeldMessage) });
zod_without_eval_exports.z.object({
	decision: zod_without_eval_exports.z.enum(["release", "reject"]),
	reason: Reason
});
zod_without_eval_exports.z.object({ siteId: IdParam.optional() });
var ComplaintQueueItem = zod_without_eval_exports.z.object({
	id: Id,
	reference: zod_without_eval_exports.z.string(),
	siteId: Id,
	at: zod_without_eval_exports.z.iso.datetime(),
	reason: ComplaintReason,
	status: ComplaintStatus,
	about: OtherMember.nullable(),
	/** The reported member's profile is hidden from every list until a decision (underage complaints). */
	hidden: zod_without_eval_exports.z.boolean()
});
zod_without_eval_exports.z.object({ items: zod_without_eval_exports.z.array(ComplaintQueueItem) });
zod_without_eval_exports.z.object({ id: IdParam });
/** What the complaint named, as staff see it: a chat message's text or photo, or a profile photo. */
var AdminReportedContent = zod_without_eval_exports.z.object({
	kind: ReportedContentKind,
	text: zod_without_eval_exports.z.string(),
	photoUrl: zod_without_eval_exports.z.string().nullable(),
	at: zod_without_eval_exports.z.iso.datetime(),
	/** Removed by a decision (the text blanked, the photo deleted or hidden). */
	removed: zod_without_eval_exports.z.boolean()
});
var AdminComplaintDecision = zod_without_eval_exports.z.object({
	kind: ComplaintDecision,
	rule: ModerationReason,
	explanation: zod_without_eval_exports.z.string(),
	staffId: Id,
	staffEmail: zod_without_eval_exports.z.string(),
	at: zod_without_eval_exports.z.iso.datetime(),
	/** The ban or suspension the decision made. */
	banId: Id.nullable()
});
var AdminAppeal = zod_without_eval_exports.z.object({
	by: ComplaintParty,
	text: zod_without_eval_exports.z.string(),
	at: zod_without_eval_exports.z.iso.datetime(),
	outcome: AppealOutcome.nullable(),
	explanation: zod_without_eval_exports.z.string().nullable(),
	staffEmail: zod_without_eval_exports.z.string().nullable(),
	decidedAt: zod_without_eval_exports.z.iso.datetime().nullable()
});
zod_without_eval_exports.z.object({
	complaint: AdminComplaint.extend({
		siteId: Id,
		reporterIp: zod_without_eval_exports.z.string().nullable()
	}),
	content: AdminReportedContent.nullable(),
	/** The reported member's profile as others see it, and every photo of theirs. */
	profile: zod_without_eval_exports.z.object({
		id: Id,
		name: zod_without_eval_exports.z.string(),
		about: zod_without_eval_exports.z.string(),
		country: zod_without_eval_exports.z.string(),
		city: zod_without_eval_exports.z.string(),
		hidden: zod_without_eval_exports.z.boolean(),
		photos: zod_without_eval_exports.z.array(AdminPhoto)
	}).nullable(),
	/** The other complaints about the same member, the newest first. */
	history: zod_without_eval_exports.z.array(AdminComplaint),
	decision: AdminComplaintDecision.nullable(),
	appeal: AdminAppeal.nullable()
});
zod_without_eval_exports.z.object({
	decision: ComplaintDecision,
	rule: ModerationReason,
	explanation: Reason,
	/** A suspension's length. */
	days: zod_without_eval_exports.z.number().int().min(1).max(365).optional()
}).refine((body) => body.decision !== "suspend" || body.days !== void 0, {
	path: ["days"],
	message: "required"
});
zod_without_eval_exports.z.object({
	outcome: AppealOutcome,
	explanation: Reason
});
// ../../packages/core/src/api/admin/moderation.ts
var ModerationFilter = zod_without_eval_exports.z.enum(["queued", "escalated"]);
zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	filter: ModerationFilter.default("queued")
});
var ModerationDecision = zod_without_eval_exports.z.enum([
	"approve",
	"reject",
	"escalate"
]);
zod_without_eval_exports.z.object({
	decision: ModerationDecision,
	reason: ModerationReason.optional(),
	/** What the moderator adds for the audit log. */
	note: zod_without_eval_exports.z.string().trim().max(500).optional()
}).refine((body) => body.decision !== "reject" || body.reason !== void 0, {
	path: ["reason"],
	message: "reason_required"
});
var ModerationMember = zod_without_eval_exports.z.object({
	id: Id,
	siteId: Id,
	name: zod_without_eval_exports.z.string(),
	email: zod_without_eval_exports.z.string()
});
/** A photo whose perceptual hash is close to the reviewed one's: a rejected one, or one on another account. */
var PhotoMatch = zod_without_eval_exports.z.object({
	photoId: Id,
	thumbUrl: zod_without_eval_exports.z.string(),
	member: ModerationMember,
	status: PhotoStatus,
	rejectReason: ModerationReason.nullable(),
	/** Bits that differ of the 64 (0: the same picture). */
	distance: zod_without_eval_exports.z.number().int().min(0).max(64)
});
var PhotoQueueItem = zod_without_eval_exports.z.object({
	photo: AdminPhoto,
	member: ModerationMember,
	/** The member's other photos, to judge this one beside them. */
	otherPhotos: zod_without_eval_exports.z.array(AdminPhoto),
	matches: zod_without_eval_exports.z.array(PhotoMatch),
	queuedAt: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({
	items: zod_without_eval_exports.z.array(PhotoQueueItem),
	total: zod_without_eval_exports.z.number().int()
});
var TextQueueItem = zod_without_eval_exports.z.object({
	id: Id,
	member: ModerationMember,
	field: ProfileTextField,
	/** The text before the change; a rejection puts it back. */
	before: zod_without_eval_exports.z.string(),
	after: zod_without_eval_exports.z.string(),
	review: ReviewState,
	queuedAt: zod_without_eval_exports.z.iso.datetime()
});
zod_without_eval_exports.z.object({
	items: zod_without_eval_exports.z.array(TextQueueItem),
	total: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({ reviewId: IdParam });
// ../../packages/core/src/api/admin/fictional.ts
/** The hours of the day (0–23) a fictional profile shows as online, each once, in order. */
var OnlineHours = zod_without_eval_exports.z.array(zod_without_eval_exports.z.number().int().min(0).max(23)).max(24).transform((hours) => [...new Set(hours)].sort((a, b) => a - b));
/** What operators keep about the character (`visible_profile_notes`): its facts, what was said before. */
var FictionalNotes = zod_without_eval_exports.z.string().max(2e4, "too_long");
UpdateProfileBody.required({
	name: true,
	date_of_birth: true,
	gender: true,
	sexuality: true,
	country: true
}).extend({
	siteId: Id,
	notes: FictionalNotes.default(""),
	onlineHours: OnlineHours.default([]),
	reason: Reason
});
UpdateProfileBody.extend({
	onlineHours: OnlineHours.optional(),
	reason: Reason
}).refine((body) => Object.keys(body).some((key) => key !== "reason"), {
	path: ["_"],
	message: "nothing_to_change"
});
zod_without_eval_exports.z.object({ notes: FictionalNotes });
zod_without_eval_exports.z.object({ id: IdParam });
zod_without_eval_exports.z.object({
	id: IdParam,
	photoId: IdParam
});
ReorderPhotosBody.extend({ reason: Reason });
zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	q: zod_without_eval_exports.z.string().trim().max(100).optional()
});
var FictionalListItem = zod_without_eval_exports.z.object({
	id: Id,
	siteId: Id,
	name: zod_without_eval_exports.z.string(),
	age: zod_without_eval_exports.z.number().int(),
	gender: zod_without_eval_exports.z.string(),
	country: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	thumbUrl: zod_without_eval_exports.z.string().nullable(),
	photoCount: zod_without_eval_exports.z.number().int()
});
zod_without_eval_exports.z.object({ profiles: zod_without_eval_exports.z.array(FictionalListItem) });
/**
* A fictional profile's photo: approved when staff upload it, so it is public and its address is
* the members' one (operators may not open the staff-only file route, which shows members' private photos).
*/
var FictionalPhoto = zod_without_eval_exports.z.object({
	id: Id,
	url: zod_without_eval_exports.z.string(),
	thumbUrl: zod_without_eval_exports.z.string(),
	main: zod_without_eval_exports.z.boolean()
});
/** GET /api/admin/fictional/:id: the profile's fields (as the edit form sends them), notes, pattern and photos. */
var FictionalProfileDetail = zod_without_eval_exports.z.object({
	id: Id,
	siteId: Id,
	fields: UpdateProfileBody.required(),
	notes: zod_without_eval_exports.z.string(),
	onlineHours: zod_without_eval_exports.z.array(zod_without_eval_exports.z.number().int()),
	photos: zod_without_eval_exports.z.array(FictionalPhoto)
});
zod_without_eval_exports.z.object({ photo: FictionalPhoto });
zod_without_eval_exports.z.object({ id: Id });
zod_without_eval_exports.z.enum([
	"not_found",
	"not_suited",
	"not_new",
	"too_soon",
	"opted_out",
	"blocked",
	"already_in_contact",
	"limit_reached"
]);
/** A member a fictional profile may write first to, as the operators' list shows them: no address, IP or payment data. */
var FirstContactCandidate = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string(),
	age: zod_without_eval_exports.z.number().int(),
	country: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	language: Locale,
	signedUpAt: zod_without_eval_exports.z.iso.datetime(),
	thumbUrl: zod_without_eval_exports.z.string().nullable()
});
zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	language: Locale.optional()
});
var ShortProfile = zod_without_eval_exports.z.object({
	id: Id,
	name: zod_without_eval_exports.z.string(),
	age: zod_without_eval_exports.z.number().int(),
	country: zod_without_eval_exports.z.string(),
	city: zod_without_eval_exports.z.string(),
	thumbUrl: zod_without_eval_exports.z.string().nullable()
});
/** Another operator (or this one) working on the conversation, until `expiresAt`. */
var OperatorClaimView = zod_without_eval_exports.z.object({
	staffName: zod_without_eval_exports.z.string(),
	mine: zod_without_eval_exports.z.boolean(),
	expiresAt: zod_without_eval_exports.z.iso.datetime()
});
/** A conversation whose member waits for the fictional profile's answer. */
var OperatorQueueItem = zod_without_eval_exports.z.object({
	conversationId: Id,
	siteId: Id,
	/** The member's language: the answer is written in it. */
	language: Locale,
	/** The member's oldest unanswered message. */
	waitingSince: zod_without_eval_exports.z.iso.datetime(),
	/** How many of the member's messages wait. */
	waitingMessages: zod_without_eval_exports.z.number().int().min(1),
	member: ShortProfile,
	fictional: ShortProfile.pick({
		id: true,
		name: true,
		thumbUrl: true
	}),
	claim: OperatorClaimView.nullable()
});
zod_without_eval_exports.z.object({
	items: zod_without_eval_exports.z.array(OperatorQueueItem),
	/** All waiting conversations the filter matches, beyond the page shown. */
	total: zod_without_eval_exports.z.number().int().min(0),
	/** Waiting conversations per member language (site filter applied), for the language filter. */
	languages: zod_without_eval_exports.z.array(zod_without_eval_exports.z.object({
		language: Locale,
		count: zod_without_eval_exports.z.number().int().min(1)
	}))
});
zod_without_eval_exports.z.object({ id: IdParam });
var OperatorClaim = zod_without_eval_exports.z.object({
	conversationId: Id,
	expiresAt: zod_without_eval_exports.z.iso.datetime()
});
/** The fictional profile's own earlier answer in another conversation, for keeping its story straight. */
var EarlierAnswer = zod_without_eval_exports.z.object({
	conversationId: Id,
	memberName: zod_without_eval_exports.z.string().nullable(),
	message: ChatMessage
});
zod_without_eval_exports.z.object({
	conversationId: Id,
	siteId: Id,
	language: Locale,
	claim: OperatorClaim,
	/** The member as the fictional profile may see them. */
	member: MemberProfile,
	/** The profile answered as: its fields, notes (`visible_profile_notes`) and gallery. */
	fictional: FictionalProfileDetail,
	/** The latest messages, oldest first; `hasMore` pages back with `before`. */
	messages: zod_without_eval_exports.z.array(ChatMessage),
	hasMore: zod_without_eval_exports.z.boolean(),
	earlierAnswers: zod_without_eval_exports.z.array(EarlierAnswer),
	gifts: zod_without_eval_exports.z.array(Gift)
});
zod_without_eval_exports.z.object({ before: IdParam });
zod_without_eval_exports.z.object({
	messages: zod_without_eval_exports.z.array(ChatMessage),
	hasMore: zod_without_eval_exports.z.boolean()
});
/** What an operator sends as the profile: a text, a gift, or one of the profile's own gallery photos. */
var messageAs = (extra) => zod_without_eval_exports.z.discriminatedUnion("kind", [
	zod_without_eval_exports.z.object({
		...extra,
		client_message_id: zod_without_eval_exports.z.uuid(),
		kind: zod_without_eval_exports.z.literal("text"),
		text: zod_without_eval_exports.z.string().trim().min(1, "required")
	}),
	zod_without_eval_exports.z.object({
		...extra,
		client_message_id: zod_without_eval_exports.z.uuid(),
		kind: zod_without_eval_exports.z.literal("gift"),
		gift_id: zod_without_eval_exports.z.string().min(1).max(50)
	}),
	zod_without_eval_exports.z.object({
		...extra,
		client_message_id: zod_without_eval_exports.z.uuid(),
		kind: zod_without_eval_exports.z.literal("photo"),
		photo_id: Id
	})
]);
messageAs({ seen_message_id: Id.nullable() });
zod_without_eval_exports.z.object({ message: ChatMessage });
zod_without_eval_exports.z.object({
	fictionalId: IdParam,
	language: Locale.optional()
});
zod_without_eval_exports.z.object({
	candidates: zod_without_eval_exports.z.array(FirstContactCandidate),
	/** The profile's site's limits, for the operator to read what the list keeps to. */
	settings: FirstContactSettings
});
messageAs({
	fictionalId: Id,
	memberId: Id
});
var OperatorFiguresPeriod = zod_without_eval_exports.z.enum([
	"24h",
	"7d",
	"30d"
]);
zod_without_eval_exports.z.object({
	siteId: IdParam.optional(),
	period: OperatorFiguresPeriod.default("24h")
});
/** Whole seconds; null when there is nothing to measure. */
var Seconds = zod_without_eval_exports.z.number().int().min(0).nullable();
var Count = zod_without_eval_exports.z.number().int().min(0);
/** One operator's messages sent in the period as fictional profiles. */
var OperatorFiguresOperator = zod_without_eval_exports.z.object({
	/** Null for staff whose account was removed since: their messages stay counted, together. */
	staffId: Id.nullable(),
	name: zod_without_eval_exports.z.string().nullable(),
	/** Answers: messages sent while the member waited (they have a waiting time). */
	answered: Count,
	/** Messages that opened a conversation with a member (first contact), answering nothing. */
	firstMessages: Count,
	/** Every message they sent: answers, first messages, and further messages after an answer. */
	messages: Count,
	/** Their median waiting time of the members they answered. */
	medianSeconds: Seconds
});
/** One hour of the period. */
var OperatorFiguresHour = zod_without_eval_exports.z.object({
	/** The hour's start (UTC, on the hour). */
	hour: zod_without_eval_exports.z.iso.datetime(),
	/** Answers sent in the hour. */
	answered: Count,
	/**
	* Conversations that started waiting in the hour (the member's first unanswered message was
	* sent then): those answered since, and those still waiting now. A wait that ended without an
	* answer (the member left or was blocked) is not counted.
	*/
	arrived: Count
});
zod_without_eval_exports.z.object({
	period: OperatorFiguresPeriod,
	/** The start of the period's first hour. */
	from: zod_without_eval_exports.z.iso.datetime(),
	/** Now: the period's end. */
	to: zod_without_eval_exports.z.iso.datetime(),
	/**
	* The waiting time of the answers sent in the period: from the member's oldest unanswered
	* message to the profile's answer. A member's further messages while waiting do not restart it.
	*/
	answerTime: zod_without_eval_exports.z.object({
		answered: Count,
		medianSeconds: Seconds,
		/** 95% of the answers came at least this fast. */
		p95Seconds: Seconds
	}),
	/** The queue at this moment, whatever the period: conversations waiting, and since when the oldest does. */
	waitingNow: QueueCount,
	/** Every operator who sent a message in the period, the most answers first. */
	perOperator: zod_without_eval_exports.z.array(OperatorFiguresOperator),
	/** Every hour of the period, the oldest first, quiet hours included. */
	perHour: zod_without_eval_exports.z.array(OperatorFiguresHour),
	/**
	* Conversations between a member and a fictional profile with a message in the period, and
	* the messages sent in them in the period (delivered ones: a message held for scam signals is
	* counted once released).
	*/
	messagesPerConversation: zod_without_eval_exports.z.object({
		conversations: Count,
		memberMessages: Count,
		profileMessages: Count,
		/** (memberMessages + profileMessages) / conversations, to one decimal; null without conversations. */
		average: zod_without_eval_exports.z.number().min(0).nullable()
	})
});
// src/route-table.ts
var STATIC_PAGES = [
	"ban",
	"cookies",
	"faq",
	"privacy",
	"return-policy",
	"service",
	"terms"
];
/**
* The route table of SPEC §2, by route name. Names follow the spec ('members-id',
* 'credits-id-paymentmethod', 'pages-terms'); the rest are named the same way.
*/
var ROUTES = {
	index: {
		path: "/",
		layout: "default",
		page: "home"
	},
	likes: {
		path: "/likes",
		layout: "default",
		page: "likes"
	},
	"likes-type": {
		path: "/likes/:type",
		layout: "default",
		page: "likes"
	},
	"likes-m-id": {
		path: "/likes/m/:id",
		layout: "default",
		page: "likes-m-id"
	},
	chats: {
		path: "/chats",
		layout: "default",
		page: "chats"
	},
	"chats-id": {
		path: "/chats/:id",
		layout: "chat",
		page: "chats-id"
	},
	members: {
		path: "/members",
		layout: "default",
		page: "members"
	},
	"members-id": {
		path: "/members/:id",
		layout: "default",
		page: "members-id"
	},
	"members-id-chat": {
		path: "/members/:id/chat",
		layout: "chat",
		page: "members-id-chat"
	},
	"members-id-landing": {
		path: "/members/:id/landing",
		layout: "lander",
		page: "lander-handoff",
		lander: "member-landing"
	},
	"members-id-signup": {
		path: "/members/:id/signup",
		layout: "empty",
		page: "signup"
	},
	"members-id-landing2-slug": {
		path: "/members/:id/landing2/:slug?",
		layout: "lander",
		page: "lander-handoff",
		lander: "member-landing2"
	},
	"members-id-landing3-slug": {
		path: "/members/:id/landing3/:slug?",
		layout: "lander",
		page: "lander-handoff",
		lander: "member-landing3"
	},
	profile: {
		path: "/profile",
		layout: "default",
		page: "profile"
	},
	settings: {
		path: "/settings",
		layout: "default",
		page: "settings"
	},
	signup: {
		path: "/signup",
		layout: "default",
		page: "signup"
	},
	"signup-matches": {
		path: "/signup-matches",
		layout: "default",
		page: "signup-matches"
	},
	"complete-signup": {
		path: "/complete-signup",
		layout: "default",
		page: "complete-signup"
	},
	login: {
		path: "/login",
		layout: "default",
		page: "login"
	},
	"reset-password": {
		path: "/reset-password",
		layout: "default",
		page: "reset-password"
	},
	"reset-password-do": {
		path: "/reset-password/do",
		layout: "default",
		page: "reset-password-do"
	},
	"account-deleted": {
		path: "/account-deleted",
		layout: "default",
		page: "account-deleted"
	},
	"activate-done": {
		path: "/activate/done",
		layout: "default",
		page: "activate-done"
	},
	"activate-error": {
		path: "/activate/error",
		layout: "default",
		page: "activate-error"
	},
	"mail-change-do": {
		path: "/mail-change/do",
		layout: "default",
		page: "mail-change-do"
	},
	credits: {
		path: "/credits",
		layout: "default",
		page: "credits"
	},
	"credits-id-paymentmethod": {
		path: "/credits/:id/:paymentmethod?",
		layout: "default",
		page: "credits-checkout"
	},
	"credits-repeat-order": {
		path: "/credits/repeat-order",
		layout: "default",
		page: "credits-repeat-order"
	},
	directdebit: {
		path: "/directdebit",
		layout: "default",
		page: "directdebit"
	},
	"transactions-id": {
		path: "/transactions/:id?",
		layout: "default",
		page: "transactions"
	},
	premium: {
		path: "/premium",
		layout: "default",
		page: "premium"
	},
	pricing: {
		path: "/pricing",
		layout: "default",
		page: "pricing"
	},
	notifications: {
		path: "/notifications",
		layout: "default",
		page: "notifications"
	},
	"match-finder": {
		path: "/match-finder",
		layout: "default",
		page: "match-finder"
	},
	"swipe-game": {
		path: "/swipe-game",
		layout: "default",
		page: "swipe-game"
	},
	complaints: {
		path: "/complaints",
		layout: "default",
		page: "complaints"
	},
	"lang-config": {
		path: "/lang-config",
		layout: "default",
		page: "lang-config"
	},
	"landers-tinderswipe": {
		path: "/landers/tinderswipe",
		layout: "lander",
		page: "lander-handoff",
		lander: "tinderswipe"
	},
	...Object.fromEntries(LANDER_NAMES.map((lander) => [`landers-${lander}-slug`, {
		path: `/landers/${lander}/:slug?`,
		layout: "lander",
		page: "lander-handoff",
		lander
	}])),
	...Object.fromEntries(STATIC_PAGES.map((page) => [`pages-${page}`, {
		path: `/${page}`,
		layout: "default",
		page: "static-page"
	}])),
	"pages-token": {
		path: "/:token",
		layout: "default",
		page: "static-page"
	}
};
var ROUTE_NAMES = Object.keys(ROUTES);
/** The URL of a named route, e.g. pathFor('members-id', { id: '12' }). */
function pathFor(name, params = {}) {
	return generatePath(ROUTES[name].path, params);
}
export { MailChangeBody as $, MyComplaintsResponse as A, OrderResponse as At, ABOUT_MAX as B, ERROR_CODES as Bt, SendMessageResponse as C, DIRECT_DEBIT as Ct, ComplaintBody as D, DiscountCodeResponse as Dt, COMPLAINT_REASONS as E, DirectDebitStarted as Et, SwipeResponse as F, discountedAmount as Ft, OwnProfileResponse as G, isLocale as Gt, EYE_COLOURS as H, LOCALES as Ht, SwipeResult as I, formatCountdown as It, PhotosResponse as J, PHOTO_FILE_FIELD as K, zod_without_eval_exports as Kt, MatchFinderResponse as L, CountryCode as Lt, LIKE_TYPES as M, RetentionCodeResponse as Mt, LikeResponse as N, TIME_BONUS as Nt, ComplaintResponse as O, DiscountCodeText as Ot, LikesResponse as P, WelcomeDiscountResponse as Pt, DeleteAccountBody as Q, SearchResponse as R, RegionsResponse as Rt, MessagesResponse as S, Currency as St, BlocksResponse as T, DirectDebitConfirmBody as Tt, HAIR_COLOURS as U, LOCALE_COOKIE as Ut, BODY_TYPES as V, ErrorBody as Vt, MemberProfileResponse as W, LOCALE_NATIVE_NAMES as Wt, UpdateProfileBody as X, RELATIONSHIP_STATUSES as Y, ChangePasswordBody as Z, RealtimeFrame as _, passwordIsPersonal as _t, CreditHistoryResponse as a, EmailCheckResponse as at, GiftsResponse as b, CreatePaymentResponse as bt, StaticPageResponse as c, TrackingInfo as ct, GeocodeResponse as d, NOTIFICATION_TYPES as dt, OkResponse as et, GeocodeResult as f, Sexuality as ft, UnsubscribeResponse as g, nameIsNotEmail as gt, ServiceWorkerMessage as h, VALIDATION_CODES as ht, PageToken as i, EmailCheckBody as it, AutoLikeResponse as j, OrdersResponse as jt, MyComplaint as k, FINAL_PAYMENT_STATUSES as kt, DataExportResponse as l, Gender as lt, PushSubscriptionJson as m, UserResponse as mt, ROUTE_NAMES as n, PasswordResetRequestBody as nt, TRACKING_STORAGE_KEY as o, SIGNUP_STEPS as ot, PushSubscribeBody as p, UpdateUserBody as pt, PhotoResponse as q, pathFor as r, TokenBody as rt, nicheCopyKey as s, SignupBody as st, ROUTES as t, PasswordResetBody as tt, GEOLOCATION_CACHE_MS as u, LoginBody as ut, ChatsResponse as v, CompanyInfoResponse as vt, AppealBody as w, DirectDebitBody as wt, ICEBREAKER_KEYS as x, CreditsOffer as xt, ConversationResponse as y, SettingsResponse as yt, SignupMatchesResponse as z, InterestsResponse as zt };
