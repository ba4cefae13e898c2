import type { RouteOptions } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_LOGIN, seedDemoMembers } from '../db/seed/demo-members';
import { sessionCookie, logIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { chatTestHelpers } from '../test/chat';
import { compiledSerializer } from './response-serializer';

/** The member's hot paths (bench/api): each must be written by the compiled serialiser… */
const HOT = ['/api/settings.php', '/api/interests.php', '/api/user.php', '/api/chats.php'];
/** …but the lists of cards, whose JSON PostgreSQL writes (http/json-text.ts). */
const WRITTEN_BY_POSTGRESQL = ['/api/likes.php', '/api/search.php?gender=male'];

/** Each GET route's 200 schema, and what its handler handed to the serialiser on the last request. */
const schemas = new Map<string, unknown>();
const payloads = new Map<string, unknown>();
function capture(route: RouteOptions) {
  const schema = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (route.method !== 'GET' || !schema) return;
  schemas.set(route.url, schema);
  const hooks = route.preSerialization ? [route.preSerialization].flat() : [];
  route.preSerialization = [
    ...hooks,
    async (request, _reply, payload) => {
      payloads.set(request.routeOptions.url!, payload);
      return payload;
    },
  ];
}

let t: TestApp;
let sid: string;
/** A member with a conversation, for chats.php. */
let chatsHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: capture });
  await seedDemoMembers(t.db, { files: t.files, count: 20 });
  sid = sessionCookie(await logIn(t, DEMO_LOGIN.email, DEMO_LOGIN.password))!.value;
  // A conversation, so that chats.php lists one.
  const chat = chatTestHelpers(() => t);
  const [writer, reader] = [await chat.member(), await chat.member()];
  await chat.sendText(writer, reader);
  await chat.sendText(reader, writer, 'Hi back, with "quotes" and ünïcode ✓');
  chatsHeaders = reader.headers;
}, 120_000);
afterAll(() => t?.close());

describe('the compiled response serialiser', () => {
  it.each(HOT)('writes %s with the bytes zod would write', async (url) => {
    const route = url.split('?')[0]!;
    expect(compiledSerializer(schemas.get(route)), `${route} falls back to zod`).not.toBeNull();
    const headers = route === '/api/chats.php' ? chatsHeaders : { cookie: `sid=${sid}` };
    const answer = await t.app.inject({ url, headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeGreaterThan(30);
    const zodWrites = zodSerializerCompiler({ schema: schemas.get(route) as z.ZodType, method: 'GET', url: route, httpStatus: '200' });
    // settings and interests send bytes written once (serialized-body.ts), past preSerialization:
    // zod must write what they say as the same bytes.
    expect(answer.body).toBe(zodWrites(payloads.get(route) ?? JSON.parse(answer.body)));
  });

  it.each(WRITTEN_BY_POSTGRESQL)('sends %s as PostgreSQL wrote it, the bytes zod would write for it', async (url) => {
    const route = url.split('?')[0]!;
    const answer = await t.app.inject({ url, headers: { cookie: `sid=${sid}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body.length).toBeGreaterThan(300);
    expect(payloads.has(route), `${route} went through a serialiser`).toBe(false);
    const zodWrites = zodSerializerCompiler({ schema: schemas.get(route) as z.ZodType, method: 'GET', url: route, httpStatus: '200' });
    expect(answer.body).toBe(zodWrites(JSON.parse(answer.body)));
  });

  it('keeps the order of the fields, writes null objects as null, leaves out unknown and missing optional fields, and falls back where it might differ', () => {
    const schema = z.object({
      id: z.number().int(),
      photo: z.object({ url: z.string() }).nullable(),
      note: z.string().optional(),
      draft: z.string().nullable(),
      tags: z.array(z.enum(['a', 'b'])),
      counts: z.record(z.string(), z.number()),
    });
    const write = compiledSerializer(schema)!;
    const zodWrites = zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    for (const data of [
      { id: 1, photo: null, draft: null, tags: [], counts: {} },
      { id: 2, photo: { url: '/m/1', secret: 'x' }, note: 'n\u2028"', draft: 'd', tags: ['b'], counts: { x: 1.5 }, extra: true },
    ]) {
      expect(write(data)).toBe(zodWrites(data));
    }
    expect(compiledSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compiledSerializer(z.object({ at: z.date() }))).toBeNull();
    // zod's encode rewrites these values; the JSON Schema would not say so.
    expect(compiledSerializer(z.object({ email: z.string().trim().toLowerCase() }))).toBeNull();
    expect(compiledSerializer(z.object({ on: z.stringbool() }))).toBeNull();
    expect(compiledSerializer(z.object({ n: z.coerce.number() }))).toBeNull();
    expect(compiledSerializer(z.object({ n: z.number().catch(0) }))).toBeNull();
  });
});
