import {
  ageOn,
  type MemberProfile,
  type ModerationDecisionBody,
  type ModerationQueueQuery,
  PROFILE_TEXT_FIELDS,
  type QueueCount,
  type QueueCountQuery,
  type TextQueue,
  nameIsNotEmail,
  type OwnProfile,
  type Photo,
  type ProfileField,
  type UpdateProfileBody,
  type EditMemberProfileBody,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, MINUTE_MS } from '../../platform/clock';
import { photoUrl } from '../../platform/storage/user-files';
import { hasBlocked } from '../members/blocks';
import { isPaidUser, listActivePhotos, type PhotoRow } from '../members/visible-photos';
import { findActiveProfile } from '../members/visible-members';
import type { Member } from '../session/service';
import { requireRegionCode } from '../site/region-data';
import { findSiteById } from '../site/site-by-id';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import { checkMayDecide } from '../staff/escalation';
import type { StaffMember } from '../staff/staff-session';
import { type Account, findAccount, type ProfileRow, updateProfile } from '../users/accounts';
import { editableFields } from '../users/profile-fields';
import { loadProfileCards } from '../members/profile-cards';
import {
  countQueuedTexts,
  findProfile,
  latestTextRejections,
  likesBetween,
  listQueuedTexts,
  lockTextReview,
  markLikeSeen,
  queueTextReview,
  revertProfileText,
  touchLastActive,
  updateTextReview,
} from './repo';

/** How many waiting text changes one queue request brings. */
const QUEUE_BATCH = 20;

/** How a viewer may see another member's photos (SPEC §6). */
type PhotoAccess = 'main_only' | 'blurred_private' | 'all';

/** Who looks at a profile: a member, or an operator looking as a fictional profile. */
export type Viewer = Pick<Member, 'userId'>;

/** Where a member's opening of another member's profile is recorded (the visits module; app.ts hands it in). */
export interface VisitRecorder {
  record(visitorId: number, visitedId: number): Promise<void>;
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Called when a member saw a like that was new to them, for what keeps their likes to say so at once. */
    private readonly likeSeen: (userId: number) => void,
    /** Without it no visit is recorded. */
    private readonly visits?: VisitRecorder,
  ) {}

  /** GET /api/profile.php: the member's own profile, every field. */
  async own(member: Member): Promise<OwnProfile> {
    const [account, rejections] = await Promise.all([this.account(member), latestTextRejections(this.db, member.userId)]);
    return {
      ...this.toOwnProfile(account),
      rejected_texts: rejections.map((row) => ({ field: row.field, reason: row.rejectReason ?? 'other' })),
    };
  }

  /**
   * PUT /api/profile.php: the fields sent change; the site decides which countries, regions and
   * interests exist. A changed name or about text shows at once and waits for a moderator.
   */
  async update(member: Member, site: SiteRow, body: UpdateProfileBody): Promise<OwnProfile> {
    const account = await this.account(member);
    const values = profileChanges({ email: account.user.email, country: account.profile.country }, site, body);
    if (Object.keys(values).length > 0) {
      await this.db.transaction(async (tx) => {
        await updateProfile(tx, member.userId, values);
        for (const field of PROFILE_TEXT_FIELDS) {
          const after = values[field];
          if (after === undefined || after === account.profile[field]) continue;
          // An emptied about text says nothing a moderator must look at.
          if (after === '') continue;
          const before = account.profile[field];
          await queueTextReview(tx, { userId: member.userId, siteId: site.id, field, before, after, queuedAt: this.now() });
        }
      });
    }
    return this.own(member);
  }

  /** GET /api/admin/moderation/texts: the oldest waiting name and about changes. */
  async textQueue({ filter, siteId }: ModerationQueueQuery): Promise<TextQueue> {
    const { rows, total } = await listQueuedTexts(this.db, filter, siteId, QUEUE_BATCH);
    return {
      items: rows.map(({ review, member }) => ({
        id: review.id,
        member,
        field: review.field,
        before: review.before,
        after: review.after,
        review: review.review,
        queuedAt: review.queuedAt.toISOString(),
      })),
      total,
    };
  }

  /** GET /api/admin/moderation/texts/count. */
  async textQueueCount({ siteId }: QueueCountQuery): Promise<QueueCount> {
    return countQueuedTexts(this.db, siteId);
  }

  /**
   * POST /api/admin/moderation/texts/:reviewId: approve keeps the text; reject puts back the text
   * it replaced and tells the member why (their profile answer lists it); escalate hands it to an
   * admin. A decided review stays decided.
   */
  async decideText(staff: StaffMember, reviewId: number, { decision, reason, note }: ModerationDecisionBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockTextReview(tx, reviewId);
      if (!row) throw notFound('Review');
      checkMayDecide(staff, row.review);
      if (row.review === 'done' || (decision === 'escalate' && row.review === 'escalated')) return;
      const rejectReason = decision === 'reject' ? (reason ?? 'other') : null;
      const review = decision === 'escalate' ? 'escalated' : 'done';
      await updateTextReview(tx, row.id, { review, rejectReason, decidedAt: review === 'done' ? this.now() : null });
      if (rejectReason) await revertProfileText(tx, row.userId, row.field, row.after, row.before);
      await recordAudit(tx, staff, {
        action: `profile_text.${decision}`,
        subjectType: 'member',
        subjectId: row.userId,
        siteId: row.siteId,
        before: { reviewId: row.id, field: row.field, text: row.after, review: row.review },
        after: { reviewId: row.id, field: row.field, text: rejectReason ? row.before : row.after, review, rejectReason },
        reason: [reason, note].filter(Boolean).join(': ') || `${decision} in the profile text queue`,
      });
    });
  }

  /** PATCH /api/admin/members/:id/profile: staff correct a member's profile under the member's own rules. */
  async editByStaff(staff: StaffMember, memberId: number, { reason, ...body }: EditMemberProfileBody): Promise<void> {
    const account = await findAccount(this.db, memberId);
    const site = account && (await findSiteById(this.db, account.user.siteId));
    if (!account || !site) throw notFound('Member');
    const after = profileChanges({ email: account.user.email, country: account.profile.country }, site, body);
    const fields = Object.keys(after) as (keyof ProfileRow)[];
    const before = Object.fromEntries(fields.map((field) => [field, account.profile[field]]));
    await this.db.transaction(async (tx) => {
      await updateProfile(tx, memberId, after);
      await recordAudit(tx, staff, {
        action: 'member.profile',
        subjectType: 'member',
        subjectId: memberId,
        siteId: site.id,
        before,
        after,
        reason,
      });
    });
  }

  /**
   * GET /api/profile.php?id=: another member as the viewer may see them. Opening it counts as
   * having seen that member's like (SPEC §4).
   */
  async view(viewer: Viewer | null, site: SiteRow, memberId: number): Promise<MemberProfile> {
    const isOwn = viewer?.userId === memberId;
    const found = await findProfile(this.db, memberId);
    if (!found || found.siteId !== site.id || (!isOwn && !(await findActiveProfile(this.db, site.id, memberId)))) {
      throw notFound('Member');
    }
    if (viewer && !isOwn && (await hasBlocked(this.db, memberId, viewer.userId))) {
      throw new AppError('blocked', 403, 'This member has blocked you.');
    }
    const now = this.now();
    const viewerId = viewer?.userId ?? null;
    const [[card], relation, blockedByYou, photos, access] = await Promise.all([
      loadProfileCards(this.db, viewerId, [memberId], now),
      viewer ? likesBetween(this.db, viewer.userId, memberId) : { viewerLikes: false, likesViewer: false },
      viewer ? hasBlocked(this.db, viewer.userId, memberId) : false,
      listActivePhotos(this.db, memberId),
      this.photoAccess(viewer, memberId),
    ]);
    if (!card) throw notFound('Member');
    if (viewer && !isOwn) {
      if (await markLikeSeen(this.db, memberId, viewer.userId)) this.likeSeen(viewer.userId);
      await touchLastActive(this.db, viewer.userId, now, addMs(now, -MINUTE_MS));
    }

    const { profile } = found;
    const visible = new Set<ProfileField>(site.config.visible_profile_fields);
    const shown = <T>(field: ProfileField, value: T, hidden: T): T => (visible.has(field) ? value : hidden);
    return {
      ...card,
      // The media routes keep photos apart across a block either way; the blocker still sees the
      // profile, to undo the block.
      main_image: blockedByYou ? null : card.main_image,
      region: shown('region', card.region, ''),
      city: shown('city', card.city, ''),
      gender: shown('gender', profile.gender, null),
      sexuality: shown('sexuality', profile.sexuality, null),
      interests: shown('interests', profile.interests, []),
      hair_colour: shown('hair_colour', profile.hairColour, null),
      eye_colour: shown('eye_colour', profile.eyeColour, null),
      body_type: shown('body_type', profile.bodyType, null),
      relationship_status: shown('relationship_status', profile.relationshipStatus, null),
      about: profile.about,
      photos: blockedByYou ? [] : visiblePhotos(photos, profile.mainPhotoId, access),
      likes_you: relation.likesViewer,
      match: relation.likesViewer && relation.viewerLikes,
      blocked_by_you: blockedByYou,
    };
  }

  /**
   * GET /api/profile.php?id= as a logged-in member: the profile, and a visit recorded once it was
   * shown. Only this path records one: an operator reading as a fictional profile calls `view`.
   */
  async visit(member: Member, site: SiteRow, memberId: number): Promise<MemberProfile> {
    const profile = await this.view(member, site, memberId);
    await this.visits?.record(member.userId, memberId);
    return profile;
  }

  private async account(member: Member): Promise<Account> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    return account;
  }

  /** SPEC §6: visitors must log in to see more photos; premium members and the owner see private ones. */
  private async photoAccess(viewer: Viewer | null, memberId: number): Promise<PhotoAccess> {
    if (!viewer) return 'main_only';
    if (viewer.userId === memberId || (await isPaidUser(this.db, viewer.userId))) return 'all';
    return 'blurred_private';
  }

  private toOwnProfile({ profile }: Account): Omit<OwnProfile, 'rejected_texts'> {
    return { ...editableFields(profile), age: ageOn(profile.dateOfBirth, this.now()) };
  }

}

function visiblePhotos(photos: PhotoRow[], mainPhotoId: number | null, access: PhotoAccess): Photo[] {
  return photos.map((photo) => {
    // SPEC §6: visitors must log in to see more than the main photo, and only premium members
    // see private photos; both see the blurred copy, so they know what they are missing.
    const blurred = access === 'main_only' ? photo.id !== mainPhotoId || photo.private : photo.private && access !== 'all';
    const variant = blurred ? 'blurred' : 'main';
    return {
      id: photo.id,
      url: photoUrl(photo.id, variant),
      thumb_url: photoUrl(photo.id, blurred ? 'blurred' : 'thumb'),
      private: photo.private,
      blurred,
    };
  });
}

/**
 * The profile columns a change sets, checked against the site: its countries, regions and
 * interests (SPEC §5 for the name). Fields left out are left out.
 */
export function profileChanges(
  current: { email: string; country: string },
  site: SiteRow,
  body: UpdateProfileBody,
): Partial<ProfileRow> {
  // SPEC §5. Today's name pattern already rules out an address; the rule stays should the pattern loosen.
  if (body.name !== undefined && !nameIsNotEmail({ name: body.name, email: current.email })) {
    throw invalidField('name', 'name_equals_email');
  }
  if (body.country !== undefined && !site.config.countries.includes(body.country)) {
    throw invalidField('country', 'invalid');
  }
  if (body.interests?.some((interest) => !site.config.interests.includes(interest))) {
    throw invalidField('interests', 'invalid');
  }
  const country = body.country ?? current.country;
  const values: Partial<ProfileRow> = {
    name: body.name,
    dateOfBirth: body.date_of_birth,
    gender: body.gender,
    sexuality: body.sexuality,
    country: body.country,
    city: body.city,
    interests: body.interests && [...new Set(body.interests)],
    hairColour: body.hair_colour,
    eyeColour: body.eye_colour,
    bodyType: body.body_type,
    relationshipStatus: body.relationship_status,
    about: body.about,
  };
  // A region belongs to its country: a new country without a region clears the old one.
  if (body.region !== undefined) values.region = requireRegionCode(country, body.region);
  else if (country !== current.country) values.region = '';
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
