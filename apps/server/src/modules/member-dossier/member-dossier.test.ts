import { randomUUID } from 'node:crypto';
import { ErrorBody, MemberDossier, MemberSearchPage, MEMBERS_PAGE_SIZE } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSite, type TestSite } from '../../test/discovery';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { activeMember } from '../../test/members';

let t: TestApp;
let finance: StaffCaller;
let site: TestSite;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  finance = await staffCaller(t, 'finance');
  site = await addSite(t, {});
  ids.anna = await addMember(t, site, { name: 'Anna', country: 'NL' }, { email: 'anna@found.example', createdAt: new Date('2025-03-01T10:00:00Z'), tracking: { network: 'tiktok', sub1: 'x' } });
  ids.bert = await addMember(t, site, { name: 'Bert', country: 'DE' }, { email: 'bert@found.example', createdAt: new Date('2025-03-10T23:30:00Z'), tracking: { network: 'google' } });
  ids.cleo = await addMember(t, site, { name: 'Cleo 100%', country: 'DE', status: 'disabled' }, { email: 'cleo@found.example', status: 'not_confirmed', createdAt: new Date('2025-04-02T08:00:00Z') });
});
afterAll(() => t?.close());

async function search(query: Record<string, string | number>, caller = finance) {
  const params = new URLSearchParams(Object.entries({ siteId: site.id, ...query }).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await caller('GET', `/api/admin/members?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return MemberSearchPage.parse(response.json());
}
const found = async (query: Record<string, string | number>) => (await search(query)).members.map((member) => member.id);

describe('searching members', () => {
  it('finds by address, name or id, each in part, the newest first', async () => {
    expect(await found({})).toEqual([ids.cleo, ids.bert, ids.anna]);
    expect(await found({ q: 'BERT@found' })).toEqual([ids.bert]);
    expect(await found({ q: 'ann' })).toEqual([ids.anna]);
    expect(await found({ q: String(ids.cleo) })).toEqual([ids.cleo]);
    // LIKE's wildcards are plain characters in a search.
    expect(await found({ q: '100%' })).toEqual([ids.cleo]);
    expect(await found({ q: '_' })).toEqual([]);
  });

  it('filters by status, country, signup days and tracking network', async () => {
    expect(await found({ status: 'not_confirmed' })).toEqual([ids.cleo]);
    expect(await found({ country: 'DE' })).toEqual([ids.cleo, ids.bert]);
    // Both days count whole.
    expect(await found({ signedUpFrom: '2025-03-01', signedUpTo: '2025-03-10' })).toEqual([ids.bert, ids.anna]);
    expect(await found({ signedUpFrom: '2025-03-02' })).toEqual([ids.cleo, ids.bert]);
    expect(await found({ network: 'tiktok' })).toEqual([ids.anna]);
    const [anna] = (await search({ network: 'tiktok' })).members;
    expect(anna).toMatchObject({ email: 'anna@found.example', name: 'Anna', network: 'tiktok', banned: false, siteId: site.id });
  });

  it('finds banned members, and pages through many', async () => {
    const support = await staffCaller(t, 'support');
    expect((await support('POST', `/api/admin/members/${ids.bert}/bans`, { kind: 'email', reason: 'Spam' })).statusCode).toBe(200);
    expect(await found({ status: 'banned' })).toEqual([ids.bert]);
    expect((await search({ q: 'bert' })).members[0]?.banned).toBe(true);

    const many = await addSite(t, {});
    for (let i = 0; i < MEMBERS_PAGE_SIZE + 2; i++) await addMember(t, many, { name: `Many ${i}` });
    const params = (page: number) => `/api/admin/members?siteId=${many.id}&page=${page}`;
    const first = MemberSearchPage.parse((await finance('GET', params(1))).json());
    const second = MemberSearchPage.parse((await finance('GET', params(2))).json());
    expect(first).toMatchObject({ total: MEMBERS_PAGE_SIZE + 2, page: 1, pageSize: MEMBERS_PAGE_SIZE });
    expect(first.members).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(second.members).toHaveLength(2);
  });

  it('refuses bad filters with 400 and roles without members with 403', async () => {
    for (const query of ['status=gone', 'country=XX1', 'signedUpFrom=yesterday', 'signedUpFrom=2025-03-02&signedUpTo=2025-03-01', 'page=0', 'siteId=abc']) {
      const response = await finance('GET', `/api/admin/members?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(ErrorBody.parse(response.json()).error.code).toBe('validation_failed');
    }
    const operator = await staffCaller(t, 'operator');
    expect((await operator('GET', '/api/admin/members')).statusCode).toBe(403);
  });
});

describe('the member page', () => {
  it('gathers the member from every feature: counts of conversations and likes, blocks, complaints, ledger, sessions', async () => {
    const member = await activeMember(t, { name: 'Dora' });
    const other = await activeMember(t, { name: 'Emil' });
    const post = (headers: Record<string, string>, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    expect((await post(member.headers, '/api/like.php', { profile_id: other.id })).statusCode).toBe(200);
    expect((await post(other.headers, '/api/like.php', { profile_id: member.id })).statusCode).toBe(200);
    const message = { kind: 'text', profile_id: other.id, client_message_id: randomUUID(), text: 'Hello Emil, a private word' };
    expect((await post(member.headers, '/api/messages.php', message)).statusCode).toBe(200);
    expect((await post(other.headers, '/api/block.php', { profile_id: member.id })).statusCode).toBe(200);
    const complaint = { reason: 'harassment', message: 'Dora keeps writing to me at night.', profile_id: member.id };
    expect((await post(other.headers, '/api/complaints.php', complaint)).statusCode).toBe(200);

    const response = await finance('GET', `/api/admin/members/${member.id}`);
    expect(response.statusCode).toBe(200);
    const dossier = MemberDossier.parse(response.json());
    expect(dossier.member).toMatchObject({ id: member.id, email: member.email, siteName: 'Rainbow Date', status: 'confirmed' });
    expect(dossier.member.profile).toMatchObject({ name: 'Dora', status: 'active' });
    expect(dossier.counts).toEqual({ conversations: 1, likesSent: 1, likesReceived: 1, matches: 1 });
    // A count, never the content of a conversation.
    expect(response.body).not.toContain('a private word');
    expect(dossier.blocks).toEqual({ byMember: [], ofMember: [{ member: { id: other.id, name: 'Emil' }, at: expect.any(String) }] });
    expect(dossier.complaints.aboutMember).toEqual([
      expect.objectContaining({ reason: 'harassment', reporter: { id: other.id, name: 'Emil' }, about: { id: member.id, name: 'Dora' } }),
    ]);
    expect(dossier.complaints.byMember).toEqual([]);
    expect(dossier.ledger.map((row) => row.reason)).toEqual(['message:text', 'signup']);
    expect(dossier.ledger[0]!.balanceAfter).toBe(dossier.member.credits);
    expect(dossier.sessions).toEqual([
      expect.objectContaining({ ip: '127.0.0.1', userAgent: 'lightMyRequest', deviceId: expect.stringMatching(/^[\w-]{22}$/), banned: false }),
    ]);
    expect(dossier.notifications).toMatchObject({ disabled: [], pushSubscriptions: 0, settings: { message: true, newsletter: false } });
    expect(dossier.orders).toEqual([]);
    expect(dossier.bans).toEqual([]);
  });

  it('is 404 for an unknown member, and asks a member’s session to log in to the back office', async () => {
    expect((await finance('GET', '/api/admin/members/999999')).statusCode).toBe(404);
    const member = await activeMember(t);
    const asMember = await t.app.inject({ url: `/api/admin/members/${member.id}`, headers: { ...appHeaders, ...member.headers } });
    expect(asMember.statusCode).toBe(401);
  });
});
