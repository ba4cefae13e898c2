/**
 * The error and validation codes, without zod: the web app checks error bodies and translates
 * codes with them where zod is not loaded (issue #20); errors.ts and validation.ts make the
 * contract's ErrorCode and ValidationCode of them.
 */

/** Every error code the API answers with; the web app translates each as `errors.<code>`. */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'authentication_required',
  'request_type_required',
  'forbidden',
  'internal_error',
  /** The server lost its database connection (a restart, a failover); the same request may succeed in a moment. */
  'service_unavailable',
  // Accounts (SPEC §5, §8)
  'signups_closed',
  'email_taken',
  'account_pending_deletion',
  'login_failed',
  'too_many_attempts',
  'too_many_reset_mails',
  /** Other mails sent on a member's request (activation, e-mail change): too many in a day. */
  'too_many_mails',
  /** A rate limit on other requests (e.g. complaints) was reached; try again later. */
  'too_many_requests',
  /** A member or address did one thing too often (likes, messages, signups...); params.minutes until it may again, also in Retry-After. */
  'rate_limited',
  /** A complaint's decision cannot be appealed (not decided yet, appealed already, the period passed, or not the member's to appeal). */
  'appeal_not_allowed',
  /** Too many questions about whether addresses have an account (signup, reset, e-mail change); params.minutes. */
  'too_many_lookups',
  'email_not_found',
  'link_invalid',
  'wrong_old_password',
  'wrong_password',
  /** A ban or suspension applies to the account, its address, the device or the IP address; params.until ends a suspension. */
  'banned',
  // Profiles, photos, likes (SPEC §6)
  'premium_required',
  'photo_limit_reached',
  'photo_invalid',
  'photo_too_large',
  /** The photo decodes to more pixels than the server processes (a few megabytes can hold a gigapixel). */
  'photo_too_many_pixels',
  'photo_too_small',
  'swipe_limit_reached',
  'blocked',
  'login_required',
  // Chat (SPEC §6, §8)
  'not_enough_credits',
  'conversation_limit_reached',
  'cannot_reply',
  // Credits and payments (SPEC §5, §8)
  'bundle_not_found',
  'method_not_available',
  'code_not_found',
  'code_already_used',
  'code_expired',
  'code_minimum_order',
  'code_wrong_country',
  'code_method_not_allowed',
  'payment_failed',
  'payment_provider_unavailable',
  'direct_debit_blocked',
  'direct_debit_limit_reached',
  'sms_code_invalid',
  /** The SMS gateway cannot be reached or refused our request; the member may try again later. */
  'sms_unavailable',
  // Money after the sale (back office)
  /** A refund after the site's refund_days needs an admin; params.days. */
  'refund_window_passed',
  /** Not paid, nothing left to refund, or the provider refused it; the message says which. */
  'refund_not_possible',
  // Personal data (GDPR)
  /** A copy of one's data can be asked for once a day; params.at is when the next may be asked for (ISO 8601). */
  'data_export_too_soon',
  // Fictional profiles
  /** A message to a fictional profile waits until the member confirmed the site's warning about them. */
  'fictional_warning_unconfirmed',
] as const;

/**
 * Codes only the back office meets (staff screens are English only, so the member app's
 * catalogues need no text for them); a code a member can meet belongs in ERROR_CODES.
 */
export const STAFF_ERROR_CODES = [
  /** No staff session, or one still waiting for its second factor. */
  'staff_authentication_required',
  /** The authenticator code or recovery code is wrong, or was used already. */
  'second_factor_invalid',
  /** Staff management: another staff member has the address. */
  'staff_email_taken',
  /** A newsletter that is being sent or was sent can no longer be changed. */
  'newsletter_not_draft',
  /** The complaint (or its appeal) is not waiting for a decision: someone decided it already. */
  'complaint_not_open',
  /** An appeal is decided by another staff member than the one who made the decision (EU DSA art. 20). */
  'appeal_same_staff',
  /** A moderator handed the item to an admin: only an admin decides it now. */
  'escalated_to_admin',
  /** Another operator works on this conversation of a fictional profile now. */
  'conversation_taken',
  /** The member wrote again since the operator's view: read it before answering. */
  'conversation_changed',
  /** No conversation waits for an answer (among those the filter names). */
  'queue_empty',
  /** A first message from this fictional profile to this member is outside the site's limits. */
  'first_contact_refused',
] as const;

/**
 * Rule codes a field can break. Schemas use them as their messages, the API returns them in
 * `error.fields`, and the web app translates each as `validation.<code>`.
 */
export const VALIDATION_CODES = [
  'required',
  'invalid',
  'invalid_email',
  'name_invalid',
  'name_equals_email',
  'name_starts_with_at',
  'password_too_short',
  'password_too_long',
  /** Among the most used passwords (checked by the server, which holds the list). */
  'password_too_common',
  /** The member's e-mail address, its part before the @, or the username. */
  'password_personal',
  'dob_min_age',
  'dob_invalid',
  'passwords_differ',
  'new_email_invalid',
  'too_long',
  'too_short',
  'confirmation_required',
  // Payment details (SPEC §5 direct debit)
  'invalid_iban',
  'invalid_phone',
  'authorization_required',
  'code_invalid',
] as const;
