import { z } from 'zod';
import { Email } from '../validation';

/**
 * What a staff member may do (issue #17): admin everything and staff management; support members,
 * orders, refunds and complaints; moderator photos, profiles and complaints; finance orders,
 * refunds, reports and members read-only; operator the fictional profiles' chat console.
 */
export const StaffRole = z.enum(['admin', 'support', 'moderator', 'finance', 'operator']);
export type StaffRole = z.infer<typeof StaffRole>;
export const STAFF_ROLES = StaffRole.options;

/** The staff cookie: `__Host-` binds it to this exact host, over TLS, for the path `/`. */
export const STAFF_COOKIE = '__Host-staff';

/** A six-digit authenticator code (RFC 6238 with the authenticator apps' defaults). */
export const TotpCode = z.string().trim().regex(/^\d{6}$/, 'totp_code_invalid');

/** A recovery code as shown at enrolment (`xxxxx-xxxxx`); case and the dash are forgiven. */
export const RecoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .transform((code) => code.replace(/[^a-z0-9]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'recovery_code_invalid'));

/** POST /api/admin/login: the password step. */
export const StaffLoginBody = z.object({ email: Email, password: z.string().min(1, 'required').max(200) });
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

/** What the login still needs: the second factor of an enrolled account, or the enrolment itself. */
export const StaffLoginStep = z.object({ next: z.enum(['second_factor', 'enrol', 'done']) });
export type StaffLoginStep = z.infer<typeof StaffLoginStep>;

/** GET /api/admin/login: where this browser's login stands, so a reload resumes it. */
export const StaffLoginState = z.object({
  step: z.enum(['password', 'second_factor', 'enrol', 'done']),
  /** At the second factor: whether a passkey made on this host may answer it. */
  passkey: z.boolean(),
});
export type StaffLoginState = z.infer<typeof StaffLoginState>;

/** POST /api/admin/login/second-factor: an authenticator code, or one of the recovery codes. */
export const SecondFactorBody = z.union([
  z.object({ code: TotpCode }),
  z.object({ recoveryCode: RecoveryCode }),
]);
export type SecondFactorBody = z.infer<typeof SecondFactorBody>;

/** GET /api/admin/enrolment: the new secret to put into an authenticator app. */
export const TotpEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG image's data URL. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** POST /api/admin/enrolment: proves the app has the secret. */
export const TotpEnrolBody = z.object({ code: TotpCode });
export type TotpEnrolBody = z.infer<typeof TotpEnrolBody>;

/** The recovery codes, shown this once; the server keeps only their hashes. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const StaffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const AdminSiteSummary = z.object({ id: z.number(), domain: z.string(), name: z.string(), language: z.string() });
export type AdminSiteSummary = z.infer<typeof AdminSiteSummary>;

/** GET /api/admin/me: who is logged in, and the sites they may pick from. */
export const StaffSession = z.object({ staff: StaffMember, sites: z.array(AdminSiteSummary) });
export type StaffSession = z.infer<typeof StaffSession>;

/** Every staff write says why; the audit log keeps it. */
export const Reason = z.string().trim().min(3, 'reason_required').max(500);

/** POST /api/admin/staff: a new staff member, who enrols their authenticator at first login. */
export const CreateStaffBody = z.object({
  email: Email,
  name: z.string().trim().min(1, 'required').max(100),
  role: StaffRole,
  reason: Reason,
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** The first password, shown once to whoever made the account, to hand over out of band. */
export const CreatedStaff = z.object({ staff: StaffMember, password: z.string() });
export type CreatedStaff = z.infer<typeof CreatedStaff>;

/** PATCH /api/admin/staff/:id: change a role, disable or enable, or make them enrol again. */
export const UpdateStaffBody = z
  .object({
    role: StaffRole.optional(),
    disabled: z.boolean().optional(),
    resetSecondFactor: z.literal(true).optional(),
    reason: Reason,
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.resetSecondFactor, {
    path: ['_'],
    message: 'nothing_to_change',
  });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;

export const StaffList = z.object({ staff: z.array(StaffMember) });
export type StaffList = z.infer<typeof StaffList>;

/** One staff write, as the append-only audit log keeps it. */
export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number(),
  staffEmail: z.string(),
  role: StaffRole,
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  siteId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const PositiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/admin/audit: by subject (a member's, an order's, a setting's page) or searched. */
export const AuditQuery = z.object({
  subjectType: z.string().trim().min(1).max(40).optional(),
  subjectId: z.string().trim().min(1).max(100).optional(),
  staffId: PositiveId.optional(),
  siteId: PositiveId.optional(),
  action: z.string().trim().min(1).max(60).optional(),
  /** Words in the reason or the staff member's address. */
  q: z.string().trim().min(1).max(100).optional(),
  before: PositiveId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** A page of entries, newest first; `next` is the `before` of the following page. */
export const AuditPage = z.object({ entries: z.array(AuditEntry), next: z.number().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

/**
 * A WebAuthn ceremony's answer as @simplewebauthn/browser sends it: checked here for shape and
 * size only; the server's WebAuthn library verifies the rest.
 */
export const WebAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type WebAuthnResponse = z.infer<typeof WebAuthnResponse>;

/** The options a browser's WebAuthn call takes, made by the server (opaque to the contract). */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>;

export const Passkey = z.object({ id: z.number(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ passkeys: z.array(Passkey) });
export type PasskeyList = z.infer<typeof PasskeyList>;

/** POST /api/admin/passkeys: the new passkey, named so it can be told apart later. */
export const AddPasskeyBody = z.object({ name: z.string().trim().min(1, 'required').max(60), response: WebAuthnResponse });
export type AddPasskeyBody = z.infer<typeof AddPasskeyBody>;

/** POST /api/admin/login/passkey: a passkey answers the second factor. */
export const PasskeyLoginBody = z.object({ response: WebAuthnResponse });
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBody>;
