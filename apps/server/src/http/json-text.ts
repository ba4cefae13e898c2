import type { FastifyReply } from 'fastify';

/** An answer's JSON already written, by PostgreSQL or by joining such texts (issue 20: likes.php, search.php). */
export type JsonText = string & { readonly jsonText: unique symbol };

/** Marks text as JSON: only for text built of JSON that PostgreSQL or JSON.stringify wrote. */
export const asJsonText = (text: string) => text as JsonText;

/** One JSON array of the items of several (JSON arrays as JSON.stringify or PostgreSQL write them, without spaces at their ends). */
export function joinJsonArrays(arrays: string[]): JsonText {
  return asJsonText(`[${arrays.map((array) => array.slice(1, -1)).filter((items) => items !== '').join(',')}]`);
}

/** The content type of the API's JSON answers, as Fastify sets it for what it serialises. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text as it is: Fastify serialises no string whose content type is set, so the
 * route's response schema does not check or rewrite it; the tests parse these answers with the
 * contract instead, as they do for the compiled serialiser's.
 */
export function sendJsonText(reply: FastifyReply, text: JsonText): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(text);
}
