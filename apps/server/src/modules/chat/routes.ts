import fastifyMultipart from '@fastify/multipart';
import {
  ChatsResponse,
  ConversationResponse,
  DeleteChatBody,
  ErrorBody,
  GiftsResponse,
  MarkReadBody,
  MessagesQuery,
  MessagesResponse,
  OkResponse,
  OpenConversationQuery,
  SendMessageBody,
  SendMessageResponse,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { sendJpeg } from '../../http/send-jpeg';
import { PHOTO_LIMITS } from '../../platform/images/process-photo';
import { PHOTO_VARIANTS } from '../../platform/storage/user-files';
import { photoRejectedError } from '../photos/photo-errors';
import { memberOf, memberRoutes } from '../session/require-member';
import { giftSvg } from './gifts';
import type { ChatService, OutgoingMessage } from './service';

const errors = { 400: ErrorBody, 402: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const PhotoFields = z.object({
  profile_id: z.coerce.number().int().positive(),
  client_message_id: z.uuid(),
});

/** The multipart photo message: fields profile_id and client_message_id, the file in `photo`. */
async function readPhotoMessage(request: FastifyRequest): Promise<OutgoingMessage> {
  let file: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') throw invalidField(part.fieldname, 'invalid');
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw photoRejectedError('too_large');
    throw error;
  }
  const parsed = PhotoFields.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  if (!file) throw invalidField('photo', 'required');
  return { kind: 'photo', profileId: parsed.data.profile_id, clientMessageId: parsed.data.client_message_id, file };
}

function readJsonMessage(body: unknown): OutgoingMessage {
  const parsed = SendMessageBody.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { profile_id: profileId, client_message_id: clientMessageId } = parsed.data;
  return parsed.data.kind === 'text'
    ? { kind: 'text', profileId, clientMessageId, text: parsed.data.text }
    : { kind: 'gift', profileId, clientMessageId, giftId: parsed.data.gift_id };
}

/** The same answer as a schema validation failure: the first broken rule per field. */
function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('validation_failed', 400, 'The request is not valid.', fields);
}

const GiftParams = z.object({ id: z.string().regex(/^[a-z_]+$/) });
const ChatPhotoParams = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(PHOTO_VARIANTS) });

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  });

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
    const path = await chat.photoFile(request.member, request.params.id, request.params.variant);
    return sendJpeg(reply, path, 'private, max-age=3600');
  });

  await memberRoutes(app, (member) => {
    member.get('/api/chats.php', { schema: { response: { 200: ChatsResponse, 403: ErrorBody } } }, async (request) =>
      chat.chats(memberOf(request), request.site.config),
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
    member.post('/api/messages.php', { schema: { response: { 200: SendMessageResponse, ...errors } } }, async (request) => {
      const input = request.isMultipart() ? await readPhotoMessage(request) : readJsonMessage(request.body);
      return chat.send(memberOf(request), request.site.config, input);
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
