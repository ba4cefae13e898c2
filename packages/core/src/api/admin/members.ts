import { z } from 'zod';
import { ComplaintReason, ComplaintStatus } from '../complaints';
import { Id, IdParam } from '../ids';
import { Currency, PaymentMethod, PaymentStatus } from '../payments';
import { ModerationReason } from '../moderation';
import { UpdateProfileBody } from '../profiles';
import { CountryCode } from '../regions';
import { TrackingInfo } from '../signup';
import { Gender, NotificationDisabledReason, NotificationType, PhotoStatus, ProfileStatus, ReviewState, Sexuality, UserStatus } from '../user';
import { Reason } from './staff';

/*
 * The back office's members area (issue #17 "Members"): search, the member page and what staff
 * do there. Every write carries a reason, which the audit log keeps.
 */

export const MEMBERS_PAGE_SIZE = 25;

/** A status to search by: an account status, or 'banned' for a ban or suspension in force. */
export const MemberSearchStatus = z.enum([...UserStatus.options, 'banned']);
export type MemberSearchStatus = z.infer<typeof MemberSearchStatus>;

const SearchText = z.string().trim().max(200);
const Day = z.iso.date();

/** GET /api/admin/members: every filter optional; `q` is an address, a name or a member id. */
export const MemberSearchQuery = z
  .object({
    q: SearchText.optional(),
    siteId: IdParam.optional(),
    status: MemberSearchStatus.optional(),
    country: CountryCode.optional(),
    signedUpFrom: Day.optional(),
    signedUpTo: Day.optional(),
    /** The tracking network the member signed up through (users.tracking.network). */
    network: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.signedUpFrom || !query.signedUpTo || query.signedUpFrom <= query.signedUpTo, {
    path: ['signedUpTo'],
    message: 'before_from',
  });
export type MemberSearchQuery = z.infer<typeof MemberSearchQuery>;

/** The staff-only URL of a member's photo file, private and hidden ones included. */
export const adminPhotoUrl = (photoId: number, variant: 'main' | 'thumb') => `/api/admin/photos/${photoId}/${variant}.jpg`;

export const MemberSummary = z.object({
  id: Id,
  siteId: Id,
  email: z.string(),
  name: z.string(),
  status: UserStatus,
  country: z.string(),
  signupDate: z.iso.datetime(),
  credits: z.number().int(),
  paidUser: z.boolean(),
  network: z.string().nullable(),
  banned: z.boolean(),
  /** A fictional profile run by operators, no person behind it. */
  fictional: z.boolean(),
  thumbUrl: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberSearchPage = z.object({
  members: z.array(MemberSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberSearchPage = z.infer<typeof MemberSearchPage>;

export const AdminPhoto = z.object({
  id: Id,
  url: z.string(),
  thumbUrl: z.string(),
  status: PhotoStatus,
  review: ReviewState,
  rejectReason: ModerationReason.nullable(),
  private: z.boolean(),
  main: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminPhoto = z.infer<typeof AdminPhoto>;

export const AdminLedgerEntry = z.object({
  id: Id,
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  at: z.iso.datetime(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntry>;

export const AdminMemberOrder = z.object({
  id: Id,
  createdAt: z.iso.datetime(),
  status: PaymentStatus,
  credits: z.number().int(),
  amount: z.number().int(),
  currency: Currency,
  method: PaymentMethod,
  country: z.string(),
  discountCode: z.string().nullable(),
});
export type AdminMemberOrder = z.infer<typeof AdminMemberOrder>;

export const AdminSession = z.object({
  id: Id,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  deviceId: z.string().nullable(),
  /** A ban ended it. */
  banned: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** Another member, as a list on the member page names them. */
export const OtherMember = z.object({ id: Id, name: z.string() });

export const AdminBlock = z.object({ member: OtherMember, at: z.iso.datetime() });
export type AdminBlock = z.infer<typeof AdminBlock>;

export const AdminComplaint = z.object({
  id: Id,
  reference: z.string(),
  status: ComplaintStatus,
  at: z.iso.datetime(),
  reason: ComplaintReason,
  message: z.string(),
  reporter: OtherMember.nullable(),
  reporterEmail: z.string().nullable(),
  about: OtherMember.nullable(),
});
export type AdminComplaint = z.infer<typeof AdminComplaint>;

/** The four things a ban can name, as the /ban page lists them. */
export const BanKind = z.enum(['account', 'email', 'device', 'ip']);
export type BanKind = z.infer<typeof BanKind>;

export const AdminBan = z.object({
  id: Id,
  kind: BanKind,
  value: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  /** A suspension's end; null for a ban. */
  until: z.iso.datetime().nullable(),
  liftedAt: z.iso.datetime().nullable(),
  active: z.boolean(),
});
export type AdminBan = z.infer<typeof AdminBan>;

export const AdminProfile = z.object({
  name: z.string(),
  dateOfBirth: z.string(),
  gender: Gender,
  sexuality: Sexuality,
  country: z.string(),
  region: z.string(),
  city: z.string(),
  about: z.string(),
  status: ProfileStatus,
  fictional: z.boolean(),
  lastActiveAt: z.iso.datetime(),
});
export type AdminProfile = z.infer<typeof AdminProfile>;

/** GET /api/admin/members/:id: the member page; conversations only counted, never read. */
export const MemberDossier = z.object({
  member: z.object({
    id: Id,
    siteId: Id,
    siteName: z.string(),
    email: z.string(),
    status: UserStatus,
    credits: z.number().int(),
    paidUser: z.boolean(),
    language: z.string(),
    signupDate: z.iso.datetime(),
    signupIp: z.string().nullable(),
    emailConfirmedAt: z.iso.datetime().nullable(),
    deletionRequestedAt: z.iso.datetime().nullable(),
    tracking: TrackingInfo,
    profile: AdminProfile,
  }),
  photos: z.array(AdminPhoto),
  /** The newest ledger rows. */
  ledger: z.array(AdminLedgerEntry),
  orders: z.array(AdminMemberOrder),
  counts: z.object({
    conversations: z.number().int(),
    likesSent: z.number().int(),
    likesReceived: z.number().int(),
    matches: z.number().int(),
  }),
  blocks: z.object({ byMember: z.array(AdminBlock), ofMember: z.array(AdminBlock) }),
  complaints: z.object({ byMember: z.array(AdminComplaint), aboutMember: z.array(AdminComplaint) }),
  sessions: z.array(AdminSession),
  notifications: z.object({
    settings: z.record(NotificationType, z.boolean()),
    disabled: z.array(NotificationDisabledReason),
    pushSubscriptions: z.number().int(),
  }),
  bans: z.array(AdminBan),
});
export type MemberDossier = z.infer<typeof MemberDossier>;

export const MemberParams = z.object({ id: IdParam });
export type MemberParams = z.infer<typeof MemberParams>;

/** The staff member's note on why: the one field of actions that need nothing else. */
export const ReasonBody = z.object({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** PATCH /api/admin/members/:id/profile: the member's own profile fields (snake case, as the member sends them). */
export const EditMemberProfileBody = UpdateProfileBody.extend({ reason: Reason }).refine(
  (body) => Object.keys(body).some((key) => key !== 'reason'),
  { path: ['_'], message: 'nothing_to_change' },
);
export type EditMemberProfileBody = z.infer<typeof EditMemberProfileBody>;

/** The device cookie's id, as session/device.ts makes it. */
export const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'invalid');

/**
 * POST /api/admin/members/:id/bans: `days` makes it a suspension that ends by itself; without,
 * a ban until lifted. A device or IP ban names the device or address (from the member's sessions).
 */
export const BanBody = z
  .object({
    kind: BanKind,
    deviceId: DeviceId.optional(),
    ip: z.union([z.ipv4(), z.ipv6()], { error: 'invalid' }).optional(),
    days: z.number().int().min(1).max(3650).nullable().default(null),
    reason: Reason,
  })
  .refine((body) => body.kind !== 'device' || body.deviceId !== undefined, { path: ['deviceId'], message: 'required' })
  .refine((body) => body.kind !== 'ip' || body.ip !== undefined, { path: ['ip'], message: 'required' });
export type BanBody = z.infer<typeof BanBody>;
export type BanInput = z.input<typeof BanBody>;

export const BanResponse = z.object({ ban: AdminBan, sessionsEnded: z.number().int() });
export type BanResponse = z.infer<typeof BanResponse>;

export const BanParams = z.object({ banId: IdParam });

/** POST /api/admin/members/:id/credits: added (positive) or taken (negative), through the ledger. */
export const AdjustCreditsBody = z.object({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, 'invalid'),
  reason: Reason,
  /** The form's own id for this adjustment: sent twice (a double click, a retry), it applies once. */
  requestId: z.uuid().optional(),
});
export type AdjustCreditsBody = z.infer<typeof AdjustCreditsBody>;

export const CreditsBalance = z.object({ credits: z.number().int() });
export type CreditsBalance = z.infer<typeof CreditsBalance>;

/** POST /api/admin/members/:id/premium */
export const PremiumBody = z.object({ paidUser: z.boolean(), reason: Reason });
export type PremiumBody = z.infer<typeof PremiumBody>;

export const PhotoParams = z.object({ photoId: IdParam });
export const AdminPhotoFileParams = z.object({ photoId: IdParam, variant: z.enum(['main', 'thumb']) });
