import type { UpdateProfileBody } from '@app/core';
import type { ProfileRow } from './accounts';

/**
 * The fields a member edits (PUT /api/profile.php) as they stand: their own profile shows them,
 * staff edit a fictional profile's, and the data export hands them over.
 */
export function editableFields(profile: ProfileRow): Required<UpdateProfileBody> {
  return {
    name: profile.name,
    date_of_birth: profile.dateOfBirth,
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
