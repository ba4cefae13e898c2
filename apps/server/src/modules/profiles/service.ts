import {
  ageOn,
  type MemberProfile,
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
import type { Member } from '../session/service';
import { requireRegionCode } from '../site/region-data';
import { findSiteById } from '../site/site-by-id';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { type Account, findAccount, type ProfileRow, updateProfile } from '../users/accounts';
import { loadProfileCards } from '../members/profile-cards';
import { findProfile, likesBetween, markLikeSeen, touchLastActive } from './repo';

/** How a viewer may see another member's photos (SPEC §6). */
type PhotoAccess = 'main_only' | 'blurred_private' | 'all';

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** GET /api/profile.php: the member's own profile, every field. */
  async own(member: Member): Promise<OwnProfile> {
    return this.toOwnProfile(await this.account(member));
  }

  /** PUT /api/profile.php: the fields sent change; the site decides which countries, regions and interests exist. */
  async update(member: Member, site: SiteRow, body: UpdateProfileBody): Promise<OwnProfile> {
    const values = profileChanges(await this.account(member), site, body);
    if (Object.keys(values).length > 0) await updateProfile(this.db, member.userId, values);
    return this.own(member);
  }

  /** PATCH /api/admin/members/:id/profile: staff correct a member's profile under the member's own rules. */
  async editByStaff(staff: StaffMember, memberId: number, { reason, ...body }: EditMemberProfileBody): Promise<void> {
    const account = await findAccount(this.db, memberId);
    const site = account && (await findSiteById(this.db, account.user.siteId));
    if (!account || !site) throw notFound('Member');
    const after = profileChanges(account, site, body);
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
  async view(viewer: Member | null, site: SiteRow, memberId: number): Promise<MemberProfile> {
    const isOwn = viewer?.userId === memberId;
    const found = await findProfile(this.db, memberId);
    if (!found || found.siteId !== site.id || (!isOwn && found.profile.status !== 'active')) {
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
      await markLikeSeen(this.db, memberId, viewer.userId);
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

  private async account(member: Member): Promise<Account> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    return account;
  }

  /** SPEC §6: visitors must log in to see more photos; premium members and the owner see private ones. */
  private async photoAccess(viewer: Member | null, memberId: number): Promise<PhotoAccess> {
    if (!viewer) return 'main_only';
    if (viewer.userId === memberId || (await isPaidUser(this.db, viewer.userId))) return 'all';
    return 'blurred_private';
  }

  private toOwnProfile({ profile }: Account): OwnProfile {
    return {
      name: profile.name,
      date_of_birth: profile.dateOfBirth,
      age: ageOn(profile.dateOfBirth, this.now()),
      gender: profile.gender,
      sexuality: profile.sexuality,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      interests: profile.interests,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      about: profile.about,
    };
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
function profileChanges({ user, profile }: Account, site: SiteRow, body: UpdateProfileBody): Partial<ProfileRow> {
  // SPEC §5. Today's name pattern already rules out an address; the rule stays should the pattern loosen.
  if (body.name !== undefined && !nameIsNotEmail({ name: body.name, email: user.email })) {
    throw invalidField('name', 'name_equals_email');
  }
  if (body.country !== undefined && !site.config.countries.includes(body.country)) {
    throw invalidField('country', 'invalid');
  }
  if (body.interests?.some((interest) => !site.config.interests.includes(interest))) {
    throw invalidField('interests', 'invalid');
  }
  const country = body.country ?? profile.country;
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
  else if (country !== profile.country) values.region = '';
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
