import { z } from 'zod';

/** The interest icons of SPEC §3, keyed for translation as `interests.<key>`. */
export const INTEREST_KEYS = [
  'adventure', 'analsex', 'animals', 'art', 'astrology', 'bbq', 'beach', 'beer', 'biking', 'bondage',
  'coffee', 'cooking', 'dancing', 'exchanging_pictures', 'fashion', 'foodie', 'gardening', 'gym',
  'hiking', 'hugging', 'kissing', 'lingerie', 'massages', 'masturbating', 'movies', 'music',
  'one_night_stand', 'oral_sex', 'outdoors', 'party', 'photography', 'politics', 'public_sex',
  'reading', 'relationship', 'sadomasochism', 'safe_sex', 'sex', 'sex_toys', 'shopping', 'sports',
  'sushi', 'tattoos', 'tea', 'theater', 'threesome', 'travelling', 'vegetarian', 'video_games', 'wine',
] as const;
export const InterestKey = z.enum(INTEREST_KEYS);
export type InterestKey = z.infer<typeof InterestKey>;

export const Interest = z.object({
  key: InterestKey,
  icon: z.string(),
});
export type Interest = z.infer<typeof Interest>;

export const InterestsResponse = z.object({ interests: z.array(Interest) });
export type InterestsResponse = z.infer<typeof InterestsResponse>;
