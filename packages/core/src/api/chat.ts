import { z } from 'zod';
import { Id, IdParam } from './ids';
import { ProfileCard } from './profiles';

/** SPEC §6: a free member may hold this many conversations; premium members any number. */
export const FREE_CONVERSATION_LIMIT = 2;

/** Messages loaded per page of a conversation's history (older ones load on scroll). */
export const MESSAGES_PAGE_SIZE = 30;

export const MessageKind = z.enum(['text', 'photo', 'gift']);
export type MessageKind = z.infer<typeof MessageKind>;

export const Gift = z.object({
  id: z.string(),
  image_url: z.string(),
  /** Credits on top of nothing: a gift costs settings.gift_credits. */
  credits: z.number().int(),
});
export type Gift = z.infer<typeof Gift>;

export const GiftsResponse = z.object({ gifts: z.array(Gift) });
export type GiftsResponse = z.infer<typeof GiftsResponse>;

export const ChatMessage = z.object({
  id: Id,
  conversation_id: Id,
  /** Null when the sender has since deleted their account: shown as from a "deleted member". */
  sender_id: Id.nullable(),
  kind: MessageKind,
  text: z.string(),
  /** For photo messages: the photo's URLs (the receiver sees them without paying). */
  photo: z.object({ url: z.string(), thumb_url: z.string() }).nullable(),
  gift: Gift.nullable(),
  /** The client's own id for the message: a retried send with it is stored and charged once. */
  client_message_id: z.string(),
  created_at: z.iso.datetime(),
  /** The other member has opened the conversation since. */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** SPEC §3 chat entry. */
export const ChatEntry = z.object({
  conversation: z.object({ id: Id }),
  /** Null when the other member has deleted their account: the chat stays, with a "deleted member". */
  profile: ProfileCard.nullable(),
  num_unread_messages: z.number().int().min(0),
  last_message: ChatMessage.nullable(),
  /** The other member's e-mail is unconfirmed (SPEC §6, they cannot be replied to yet) or the account is deleted. */
  can_reply: z.boolean(),
  /** The other member is fictional and the member has not yet confirmed the site's warning about such profiles. */
  fictional_warning_pending: z.boolean(),
  /**
   * The member's own first message from the other member's signup page, not sent yet (SPEC §3
   * signup_message; it was more than the credits allowed): the composer starts with it.
   */
  draft: z.string().nullable(),
});
export type ChatEntry = z.infer<typeof ChatEntry>;

/** GET /api/chats.php (SPEC §7): newest conversation first. */
export const ChatsResponse = z.object({
  chats: z.array(ChatEntry),
  total_unread: z.number().int().min(0),
});
export type ChatsResponse = z.infer<typeof ChatsResponse>;

/** DELETE /api/chat.php (SPEC §7): body conversation (id); hides it for the member. */
export const DeleteChatBody = z.object({ conversation: z.object({ id: Id }) });
export type DeleteChatBody = z.infer<typeof DeleteChatBody>;

/** GET /api/conversation.php?profile_id=: open (or start) the conversation with a member. */
export const OpenConversationQuery = z.object({ profile_id: IdParam });
export type OpenConversationQuery = z.infer<typeof OpenConversationQuery>;

export const ConversationResponse = z.object({ chat: ChatEntry });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

/** GET /api/messages.php: a page of history, newest last; `before` pages back. */
export const MessagesQuery = z.object({
  conversation_id: IdParam,
  before: IdParam.optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MessagesResponse = z.object({ messages: z.array(ChatMessage), has_more: z.boolean() });
export type MessagesResponse = z.infer<typeof MessagesResponse>;

/** POST /api/messages.php: a text or gift message (photo messages are multipart: PhotoMessageFields). */
export const SendMessageBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    profile_id: Id,
    client_message_id: z.uuid(),
    text: z.string().trim().min(1, 'required'),
  }),
  z.object({
    kind: z.literal('gift'),
    profile_id: Id,
    client_message_id: z.uuid(),
    gift_id: z.string().min(1).max(50),
  }),
]);
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * POST /api/messages.php as multipart/form-data: a photo message's text fields, beside the file in
 * PHOTO_FILE_FIELD. Multipart fields arrive as text, so the id is parsed from it.
 */
export const PhotoMessageFields = z.object({
  profile_id: IdParam,
  client_message_id: z.uuid(),
});
export type PhotoMessageFields = z.infer<typeof PhotoMessageFields>;

export const SendMessageResponse = z.object({
  message: ChatMessage,
  /** The sender's balance after paying. */
  credits: z.number().int().min(0),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** POST /api/chat-read.php: the member opened the conversation (SPEC §4: its unread becomes 0). */
export const MarkReadBody = z.object({ conversation_id: Id });
export type MarkReadBody = z.infer<typeof MarkReadBody>;
