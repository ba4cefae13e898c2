import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is: the encoding's framing and the header cost about what it
 * would save, and most single-row API answers are that small.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Text answers made per request (the API's JSON, the pages' HTML, sitemaps, manifests) go
 * compressed to the browsers that accept it: Brotli at a quality fast enough to do per request,
 * else gzip. The built files are compressed once, at their best, by the build (web-app.ts sends
 * those copies); images and ZIPs are compressed already and go as they are.
 *
 * Requests' bodies are not inflated: browsers and the payment provider send them plain, and a small
 * compressed body could inflate to far more than the body limit. Such a body is not JSON, so it is
 * refused as invalid; and no request pays for the check of its encoding (issue 20).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
