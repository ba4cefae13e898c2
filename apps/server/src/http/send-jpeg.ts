import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../platform/storage/object-store';

/** Streams a stored JPEG after its route has checked who may see it. */
export function sendJpeg(reply: FastifyReply, file: StoredObject, cacheControl: string) {
  return reply
    .type('image/jpeg')
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
