import { open } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { notFound } from './app-error';

/** Streams a stored JPEG after its route has checked who may see it; a missing file is a 404. */
export async function sendJpeg(reply: FastifyReply, path: string, cacheControl: string) {
  const file = await open(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw notFound('Photo');
    throw error;
  });
  const { size } = await file.stat().catch(async (error: unknown) => {
    await file.close();
    throw error;
  });
  return reply
    .type('image/jpeg')
    .header('content-length', size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.createReadStream());
}
