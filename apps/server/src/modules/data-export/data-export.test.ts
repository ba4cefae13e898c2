import { DATA_EXPORT_DAYS, DataExportResponse } from '@app/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { errorOf, linkIn, outboxTo } from '../../test/accounts';
import { activeMember } from '../../test/members';
import { listeningTestApp, type PaymentTestApp } from '../../test/payments';
import { memberWithData } from '../../test/personal-data';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const ask = (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: '/api/data-export.php', headers });
const stateOf = async (headers: Record<string, string>) => DataExportResponse.parse((await ask(headers)).json());
const download = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

const json = (files: Record<string, Uint8Array>, name: string): unknown => JSON.parse(Buffer.from(files[name]!).toString('utf8'));
const isJpeg = (bytes: Uint8Array | undefined) => bytes !== undefined && bytes[0] === 0xff && bytes[1] === 0xd8;

describe('downloading one’s data', () => {
  it('builds a ZIP with every part in a job, mails the link and lets only the member download it, for 7 days', async () => {
    const { member, other, photoIds, orderId, chatPhotoId } = await memberWithData(t);
    expect(await stateOf(member.headers)).toEqual({ data_export: null, next_request_at: null });

    const requested = await ask(member.headers, 'POST');
    expect(requested.statusCode).toBe(200);
    const requestedAt = clock.now();
    expect(DataExportResponse.parse(requested.json())).toMatchObject({
      data_export: { status: 'preparing', expires_at: null, download_url: null },
      next_request_at: new Date(requestedAt.getTime() + 24 * HOUR_MS).toISOString(),
    });

    // One a day: the second request says when the next may be made.
    clock.advance(23 * HOUR_MS);
    const again = await ask(member.headers, 'POST');
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toMatchObject({
      code: 'data_export_too_soon',
      params: { at: new Date(requestedAt.getTime() + 24 * HOUR_MS).toISOString() },
    });

    await t.app.jobs.runDueJobs();
    const ready = await stateOf(member.headers);
    expect(ready.data_export).toMatchObject({ status: 'ready', expires_at: new Date(clock.now().getTime() + DATA_EXPORT_DAYS * DAY_MS).toISOString() });
    const url = ready.data_export!.download_url!;

    // The member's complaint (memberWithData files one) was acknowledged by mail in the same job round.
    const mail = (await outboxTo(t.db, member.email)).find((sent) => sent.subject === 'Your Rainbow Date data is ready to download');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('7 days');
    const link = linkIn(mail!.text, '/settings');
    expect(`/api/data-export-download.php?token=${encodeURIComponent(link.searchParams.get('token')!)}`).toBe(url);

    // The link alone is not enough, nor another member's session.
    expect((await download(url, {})).statusCode).toBe(403);
    expect((await download(url, other.headers)).statusCode).toBe(404);
    expect((await download(url.replace(/.{4}$/, 'AAAA'), member.headers)).statusCode).toBe(404);

    const zip = await download(url, member.headers);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(zip.rawPayload);

    expect(json(files, 'profile.json')).toMatchObject({ account: { id: member.id, email: member.email, fictional_profiles_may_write_first: true }, profile: { name: member.name } });
    expect(json(files, 'photos.json')).toHaveLength(2);
    for (const id of photoIds) expect(isJpeg(files[`photos/${id}.jpg`]), `photo ${id}`).toBe(true);
    expect(json(files, 'likes.json')).toMatchObject({ given: [{ member_id: other.id }], received: [{ member_id: other.id }] });
    expect(json(files, 'visits.json')).toMatchObject({ made: [{ member_id: other.id }] });
    const [conversation] = json(files, 'conversations.json') as { member_id: number; messages: { from: string; kind: string; text: string; photo_file: string | null }[] }[];
    expect(conversation!.member_id).toBe(other.id);
    expect(conversation!.messages).toMatchObject([
      { from: 'me', kind: 'text', text: 'A message to be kept for you' },
      { from: 'me', kind: 'photo', photo_file: `chat-photos/${chatPhotoId}.jpg` },
      { from: 'them', kind: 'text', text: 'An answer you sent' },
    ]);
    expect(isJpeg(files[`chat-photos/${chatPhotoId}.jpg`])).toBe(true);
    expect(json(files, 'orders.json')).toMatchObject([{ id: orderId, status: 'paid', currency: 'EUR', vat_rate_basis_points: 2100 }]);
    expect(json(files, 'credit-ledger.json')).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'payment' })]));
    expect(json(files, 'notification-settings.json')).toMatchObject({ settings: { message: true }, switched_off_for: [] });
    expect(json(files, 'sessions.json')).toEqual(expect.arrayContaining([expect.objectContaining({ ip: member.ip })]));
    expect(json(files, 'complaints.json')).toMatchObject([{ about_member_id: other.id, reason: 'harassment', ip: member.ip }]);

    // A day after the first request another may be made; the ready one stays until its own expiry.
    clock.advance(HOUR_MS);
    expect((await stateOf(member.headers)).next_request_at).toBeNull();

    // Seven days on, the link is dead and a job deletes the ZIP.
    clock.advance(DATA_EXPORT_DAYS * DAY_MS - HOUR_MS + MINUTE_MS);
    expect((await stateOf(member.headers)).data_export).toMatchObject({ status: 'expired', download_url: null });
    const expired = await download(url, member.headers);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('link_invalid');
    const key = `${member.id}/data-export-${/token=(\d+)/.exec(url)![1]}.zip`;
    expect(await t.files.get(key)).not.toBeNull();
    await t.app.jobs.runDueJobs();
    expect(await t.files.get(key)).toBeNull();
    expect((await stateOf(member.headers)).data_export!.status).toBe('expired');
  });

  it('is for members only', async () => {
    expect((await ask({}, 'POST')).statusCode).toBe(403);
    const member = await activeMember(t);
    expect((await ask(member.headers, 'POST')).statusCode).toBe(200);
  });
});
