import type { ChatEntry, ChatMessage, ChatsResponse, User } from '@app/core';

export const ME = 7;
export const OTHER = 12;

export const me: User = {
  id: ME,
  email: 'john@gmail.com',
  status: 'confirmed',
  credits: 50,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00.000Z',
  language: 'en',
  notifications_disabled: [],
  notification_settings: { message: true, like: true, match: true, visit: true, newsletter: true },
  fictional_first_contact: true,
  profile: { name: 'John', country: 'NL', region: '', main_image: null, status: 'active' },
};

export function message(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 1,
    sender_id: OTHER,
    kind: 'text',
    text: `message ${id}`,
    photo: null,
    gift: null,
    client_message_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    created_at: '2026-11-20T10:00:00.000Z',
    read: false,
    ...fields,
  };
}

export function chat(conversationId: number, profileId: number, unread = 0, last: ChatMessage | null = null): ChatEntry {
  return {
    conversation: { id: conversationId },
    profile: {
      id: profileId,
      name: `Member ${profileId}`,
      age: 30,
      country: 'NL',
      region: '',
      city: '',
      main_image: null,
      fictional: false,
      liked: false,
    },
    num_unread_messages: unread,
    last_message: last,
    can_reply: true,
    fictional_warning_pending: false,
    draft: null,
  };
}

export function chats(...entries: ChatEntry[]): ChatsResponse {
  return { chats: entries, total_unread: entries.reduce((sum, entry) => sum + entry.num_unread_messages, 0) };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
