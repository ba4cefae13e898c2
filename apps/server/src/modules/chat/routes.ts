import fastifyMultipart from '@fastify/multipart';
import {
  ChatsResponse,
  ConversationResponse,
  DeleteChatBody,
  ErrorBody,
  GiftsResponse,
  IdParam,
  MarkReadBody,
  MessagesQuery,
  MessagesResponse,
  OkResponse,
  OpenConversationQuery,
  PhotoMessageFields,
  SendMessageBody,
  SendMessageResponse,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationFailed } from '../../http/app-error';
import { sendJpeg } from '../../http/send-jpeg';
import { PHOTO_VARIANTS } from '../../platform/storage/user-files';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../photos/read-photo-upload';
import type { MemberAnswers } from '../session/member-answers';
import { memberOf, memberRoutes } from '../session/require-member';
import { giftSvg } from './gifts';
import type { ChatService, OutgoingMessage } from './service';

const errors = { 400: ErrorBody, 402: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** A photo message, sent as multipart: the contract's PhotoMessageFields beside the file. */
async function readPhotoMessage(request: FastifyRequest): Promise<OutgoingMessage> {
  const { file, fields } = await readPhotoUpload(request, PhotoMessageFields);
  return { kind: 'photo', profileId: fields.profile_id, clientMessageId: fields.client_message_id, file };
}

function readJsonMessage(body: unknown): OutgoingMessage {
  const parsed = SendMessageBody.safeParse(body);
  if (!parsed.success) throw validationFailed(parsed.error);
  const { profile_id: profileId, client_message_id: clientMessageId } = parsed.data;
  return parsed.data.kind === 'text'
    ? { kind: 'text', profileId, clientMessageId, text: parsed.data.text }
    : { kind: 'gift', profileId, clientMessageId, giftId: parsed.data.gift_id };
}

const GiftParams = z.object({ id: z.string().regex(/^[a-z_]+$/) });
const ChatPhotoParams = z.object({ id: IdParam, variant: z.enum(PHOTO_VARIANTS) });

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; answers: MemberAnswers }> = async (app, { chat, answers }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  app.get('/api/gifts.php', { schema: { response: { 200: GiftsResponse } } }, async (request) =>
    chat.gifts(request.site.config),
  );

  app.get('/media/gifts/:id.svg', { schema: { params: GiftParams } }, async (request, reply) => {
    const svg = giftSvg(request.params.id);
    if (!svg) throw notFound('Gift');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  app.get('/media/chat-photos/:id/:variant.jpg', { schema: { params: ChatPhotoParams } }, async (request, reply) => {
    const file = await chat.photoFile(request.member, request.params.id, request.params.variant);
    return sendJpeg(reply, file, 'private, max-age=3600');
  });

  memberRoutes(app, (member) => {
    member.get('/api/chats.php', { schema: { response: { 200: ChatsResponse, 403: ErrorBody } } }, async (request, reply) =>
      answers.send(request, reply, () => chat.chats(memberOf(request), request.site.config)),
    );

    member.get(
      '/api/conversation.php',
      // Opening starts the conversation, which counts towards the free members' limit.
      {
        config: { changesState: true },
        schema: { querystring: OpenConversationQuery, response: { 200: ConversationResponse, ...errors } },
      },
      async (request) => chat.open(memberOf(request), request.site.config, request.query.profile_id),
    );

    member.delete(
      '/api/chat.php',
      { schema: { body: DeleteChatBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await chat.hide(memberOf(request), request.body.conversation.id);
        return { ok: true as const };
      },
    );

    member.get(
      '/api/messages.php',
      { schema: { querystring: MessagesQuery, response: { 200: MessagesResponse, ...errors } } },
      async (request) =>
        chat.messages(memberOf(request), request.site.config, request.query.conversation_id, request.query.before),
    );

    // JSON for text and gifts, multipart for photos: the body is read by hand, not by a schema.
    member.post(
      '/api/messages.php',
      { config: { rateLimit: 'message' }, schema: { response: { 200: SendMessageResponse, ...errors } } },
      async (request) => {
        const input = request.isMultipart() ? await readPhotoMessage(request) : readJsonMessage(request.body);
        return chat.send(memberOf(request), request.site.config, input);
      },
    );

    member.post('/api/fictional-warning.php', { schema: { response: { 200: OkResponse, ...errors } } }, async (request) => {
      await chat.confirmFictionalWarning(memberOf(request));
      return { ok: true as const };
    });

    member.post(
      '/api/chat-read.php',
      { schema: { body: MarkReadBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await chat.markRead(memberOf(request), request.body.conversation_id);
        return { ok: true as const };
      },
    );
  });
};
