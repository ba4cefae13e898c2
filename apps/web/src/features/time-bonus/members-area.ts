import type { RouteName } from '../../route-table';

/**
 * SPEC §2 "the members area": where the time-bonus modal may open. The likes page with a tab
 * chosen (likes-type) and an open conversation (chats-id) are the same screens as likes and chats.
 */
const MEMBERS_AREA = new Set<RouteName>(['members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-type', 'likes-m-id', 'premium']);

export function inMembersArea(route: RouteName | undefined): boolean {
  return route !== undefined && MEMBERS_AREA.has(route);
}
