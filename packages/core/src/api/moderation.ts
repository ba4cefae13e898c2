import { z } from 'zod';

/**
 * Why a moderator rejects a photo or a profile text, and the rules a complaint decision cites:
 * one list, so a member meets the same words whichever way their content was judged.
 */
export const MODERATION_REASONS = ['not_a_person', 'public_nudity', 'minor', 'celebrity', 'contact_details', 'violence', 'other'] as const;
export const ModerationReason = z.enum(MODERATION_REASONS);
export type ModerationReason = z.infer<typeof ModerationReason>;
