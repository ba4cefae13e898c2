import { ageOn, LikesResponse, type ProfileCard } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, photos, profiles } from '../../db/schema';
import { photoUrl } from '../../platform/storage/user-files';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMainPhoto, addMember, addSites, addViewer, onSite, type TestSite } from '../../test/discovery';
import { testClock } from '../../test/test-clock';
import { loadProfileCards } from './profile-cards';

const today = new Date('2026-06-15T12:00:00Z');
const clock = testClock(today);
let t: TestApp;
let site: TestSite;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ site } = await addSites(t, { site: {} }));
});
afterAll(() => t?.close());

/** The card as the contract has it, built here from the row, as the server built it before PostgreSQL wrote it. */
async function expectedCard(id: number, liked: boolean): Promise<ProfileCard> {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, id));
  const [main] = await t.db.select().from(photos).where(eq(photos.id, row!.mainPhotoId ?? 0));
  // Only an active main photo is shown.
  const photo = main?.status === 'active' ? main.id : null;
  return {
    id,
    name: row!.name,
    age: ageOn(row!.dateOfBirth, today),
    country: row!.country,
    region: row!.region,
    city: row!.city,
    main_image: photo === null ? null : { url: photoUrl(photo, 'main'), thumb_url: photoUrl(photo, 'thumb'), match: photoUrl(photo, 'main') },
    fictional: row!.fictional,
    liked,
  };
}

describe('profile cards written by PostgreSQL', () => {
  it("are the contract's cards, byte for byte as JSON.stringify writes them: escapes, ages on the birthday, photos", async () => {
    const viewer = await addViewer(t, site);
    // Names the signup would refuse, set directly: the escaping must hold for whatever a row holds.
    const members = [
      await addMember(t, site, { name: 'Zoë "Q" \\ back\nline\t\u0001 😀', dateOfBirth: '2000-06-15', city: '</script>' }),
      await addMember(t, site, { name: 'Ana', dateOfBirth: '2000-06-16', fictional: true, region: '' }),
      await addMember(t, site, { name: 'Leap', dateOfBirth: '2004-02-29' }),
      await addMember(t, site, { name: 'Old', dateOfBirth: '1930-12-31', country: 'DE' }),
    ];
    await addMainPhoto(t, members[0]!);
    await addMainPhoto(t, members[1]!, 'pending');
    // The viewer liked the first two, the last two liked the viewer: one relation each, the latest first.
    await t.db.insert(likes).values([
      { fromUserId: viewer.id, toUserId: members[0]!, source: 'profile', createdAt: new Date('2026-06-01T00:00:00Z') },
      { fromUserId: viewer.id, toUserId: members[1]!, source: 'profile', createdAt: new Date('2026-06-02T00:00:00Z') },
      { fromUserId: members[2]!, toUserId: viewer.id, source: 'profile', createdAt: new Date('2026-06-03T00:00:00Z'), isNew: false },
      { fromUserId: members[3]!, toUserId: viewer.id, source: 'profile', createdAt: new Date('2026-06-04T00:00:00Z') },
    ]);

    const cards = await Promise.all(members.map((id, i) => expectedCard(id, i < 2)));
    expect(cards.map((card) => card.age)).toEqual([26, 25, 22, 95]);
    expect(await loadProfileCards(t.db, viewer.id, members, today)).toEqual(cards);

    const response = await t.app.inject({ url: '/api/likes.php', headers: onSite(site, viewer.sid) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected: LikesResponse = {
      profiles: [...cards].reverse(),
      liked_by: [
        { id: members[3]!, like_new: true },
        { id: members[2]!, like_new: false },
      ],
    };
    expect(response.body).toBe(JSON.stringify(expected));
    expect(LikesResponse.parse(response.json())).toEqual(expected);
  });

  it('list nobody as [] and show a visitor no likes', async () => {
    const viewer = await addViewer(t, site);
    const response = await t.app.inject({ url: '/api/likes.php', headers: onSite(site, viewer.sid) });
    expect(response.body).toBe('{"profiles":[],"liked_by":[]}');
    const member = await addMember(t, site);
    expect(await loadProfileCards(t.db, null, [member], today)).toEqual([await expectedCard(member, false)]);
  });
});
