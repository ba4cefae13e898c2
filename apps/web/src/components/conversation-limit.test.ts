import { describe, expect, it } from 'vitest';
import { chat } from '../test/chat-fixtures';
import { reachedConversationLimit } from './conversation-limit';

const free = { paid_user: false };
const two = [chat(1, 20), chat(2, 21)];

describe('the free members’ conversation limit, said before the Chat button is tapped', () => {
  it('is reached by a free member with two chats, for a third member only', () => {
    expect(reachedConversationLimit(free, two, 22)).toBe(true);
    expect(reachedConversationLimit(free, two, 21)).toBe(false);
    expect(reachedConversationLimit(free, [chat(1, 20)], 22)).toBe(false);
  });

  it('does not count a chat with a deleted member or one who cannot be replied to, as the server does not', () => {
    expect(reachedConversationLimit(free, [chat(1, 20), { ...chat(2, 21), profile: null }], 22)).toBe(false);
    expect(reachedConversationLimit(free, [chat(1, 20), { ...chat(2, 21), can_reply: false }], 22)).toBe(false);
  });

  it('never holds premium members, visitors, or while the chats are not known', () => {
    expect(reachedConversationLimit({ paid_user: true }, two, 22)).toBe(false);
    expect(reachedConversationLimit(null, two, 22)).toBe(false);
    expect(reachedConversationLimit(free, undefined, 22)).toBe(false);
  });
});
