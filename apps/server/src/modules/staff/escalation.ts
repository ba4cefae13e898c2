import type { ReviewState } from '@app/core';
import { AppError } from '../../http/app-error';
import type { StaffMember } from './staff-session';

/**
 * An item a moderator escalated waits for an admin: any moderator deciding it after all would undo
 * the hand-over. Every moderation queue applies the same rule.
 */
export function checkMayDecide(staff: StaffMember, review: ReviewState): void {
  if (review === 'escalated' && staff.role !== 'admin') {
    throw new AppError('escalated_to_admin', 403, 'This item was escalated: an admin decides it.');
  }
}
