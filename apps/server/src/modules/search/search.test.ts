import { ErrorBody, MatchFinderResponse, SEARCH_PAGE_SIZE, SearchResponse, SignupMatchesResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes, swipePasses } from '../../db/schema';
import { addMs } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMainPhoto, addMember, addSites, addViewer, onSite, type TestSite } from '../../test/discovery';
import { testClock } from '../../test/test-clock';
import { birthDateRange } from './birth-date-range';

// Noon on 15 June 2026: someone born 1996-06-15 turns 30 today, 1996-06-16 is still 29.
const clock = testClock(new Date('2026-06-15T12:00:00Z'));
/** Sites for everyone (niche 1): the niche's own rules have their tests below. */
const GENERAL_NICHE = 1;
let t: TestApp;
let sites: Awaited<ReturnType<typeof makeSites>>;
let nicheSites: { lesbian: TestSite; gay: TestSite };
const makeSites = () =>
  addSites(t, {
    filters: {},
    order: {},
    paging: {},
    similar: {},
    blocking: {},
    validation: {},
    openSearch: { logged_out_search: 'all', logged_out_search_trafficsource: false },
    closedSearch: { logged_out_search: 'none', logged_out_search_trafficsource: false },
    trafficSearch: { logged_out_search: 'none', logged_out_search_trafficsource: true },
    matchFinder: {},
    signupMatches: {},
    straightMatches: {},
    visitorMatch: {},
    elsewhere: {},
  }, GENERAL_NICHE);
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  sites = await makeSites();
  // Made with the others: the app keeps the sites it knows for a while, so a site made later is not found.
  nicheSites = { ...(await addSites(t, { lesbian: {} }, 2)), ...(await addSites(t, { gay: {} }, 7)) };
});
afterAll(() => t?.close());

async function search(site: TestSite, query: Record<string, string | number> = {}, sid?: string, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  return t.app.inject({ url: `/api/search.php?${qs}`, headers: onSite(site, sid, headers) });
}

async function searchIds(site: TestSite, query: Record<string, string | number> = {}, sid?: string) {
  const response = await search(site, query, sid);
  expect(response.statusCode).toBe(200);
  const body = SearchResponse.parse(response.json());
  return { ...body, ids: body.results.map((p) => p.id), similarIds: body.similar.map((p) => p.id) };
}

/** Members active a minute apart, the first the most recent. */
const activeAt = (minutesAgo: number) => ({ lastActiveAt: addMs(clock.now(), -minutesAgo * 60_000) });

describe('birthDateRange', () => {
  it('turns ages into inclusive birth dates, leap days included', () => {
    expect(birthDateRange(30, 30, new Date('2026-06-15T12:00:00Z'))).toEqual({ from: '1995-06-16', to: '1996-06-15' });
    expect(birthDateRange(18, 99, new Date('2024-02-29T00:00:00Z'))).toEqual({ from: '1924-03-01', to: '2006-02-28' });
  });
});

describe('GET /api/search.php', () => {
  it('filters by gender, country, region and age, most recently active first', async () => {
    const site = sites.filters;
    const hit1 = await addMember(t, site, { dateOfBirth: '1996-06-15', ...activeAt(5) }); // 30 today
    const hit2 = await addMember(t, site, { dateOfBirth: '1986-06-16', ...activeAt(1) }); // 39, 40 tomorrow
    await addMember(t, site, { dateOfBirth: '1996-06-16' }); // 29
    await addMember(t, site, { dateOfBirth: '1986-06-15' }); // 40
    await addMember(t, site, { gender: 'female' });
    await addMember(t, site, { country: 'BE', region: 'Antwerpen' });
    await addMember(t, site, { region: 'Utrecht' });
    await addMember(t, site, { status: 'disabled' });
    await addMember(t, sites.elsewhere); // another site's member

    const found = await searchIds(site, { gender: 'male', country: 'NL', countryregion: 'Noord-Holland', min_age: 30, max_age: 39 });
    expect(found.ids).toEqual([hit2, hit1]);
    expect(found).toMatchObject({ pageNumber: 1, pages: 1, numResults: 2 });
    expect(found.results[0]).toMatchObject({ id: hit2, age: 39, country: 'NL', region: 'Noord-Holland', liked: false, fictional: false });
  });

  it('without filters finds every active member of the site, ties broken by id', async () => {
    const site = sites.order;
    const same = activeAt(10);
    const a = await addMember(t, site, same);
    const b = await addMember(t, site, same);
    const c = await addMember(t, site, { gender: 'female', ...activeAt(1) });
    expect((await searchIds(site)).ids).toEqual([c, b, a]);
  });

  it('pages results SEARCH_PAGE_SIZE at a time', async () => {
    const site = sites.paging;
    const ids: number[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 6; i++) ids.push(await addMember(t, site, activeAt(i)));
    const first = await searchIds(site);
    expect(first).toMatchObject({ pageNumber: 1, pages: 2, numResults: SEARCH_PAGE_SIZE + 6, numSimilar: 0, similar: [] });
    expect(first.ids).toEqual(ids.slice(0, SEARCH_PAGE_SIZE));
    const second = await searchIds(site, { page: 2 });
    expect(second).toMatchObject({ pageNumber: 2, pages: 2, numResults: SEARCH_PAGE_SIZE + 6 });
    expect(second.ids).toEqual(ids.slice(SEARCH_PAGE_SIZE));
    expect((await searchIds(site, { page: 3 })).ids).toEqual([]);
  });

  it('adds similar members when less than a page matches: region dropped, then country, then age widened', async () => {
    const site = sites.similar;
    const exact = await addMember(t, site, { region: 'Utrecht', dateOfBirth: '1996-01-01', ...activeAt(9) });
    const otherRegion = await addMember(t, site, { dateOfBirth: '1996-01-01', ...activeAt(8) });
    const otherCountry = await addMember(t, site, { country: 'DE', region: 'Berlin', dateOfBirth: '1996-01-01', ...activeAt(1) });
    const olderBy4 = await addMember(t, site, { country: 'BE', dateOfBirth: '1992-01-01', ...activeAt(2) });
    await addMember(t, site, { dateOfBirth: '1986-01-01' }); // 40: beyond the widened range
    await addMember(t, site, { gender: 'female', region: 'Utrecht', dateOfBirth: '1996-01-01' });

    const found = await searchIds(site, { gender: 'male', country: 'NL', countryregion: 'Utrecht', min_age: 28, max_age: 30 });
    expect(found.ids).toEqual([exact]);
    expect(found.similarIds).toEqual([otherRegion, otherCountry, olderBy4]);
    expect(found.numSimilar).toBe(3);
  });

  it('keeps members the viewer blocked or who blocked the viewer out, and the viewer too', async () => {
    const site = sites.blocking;
    const viewer = await addViewer(t, site);
    const blockedByViewer = await addMember(t, site);
    const blockedViewer = await addMember(t, site);
    const other = await addMember(t, site);
    await t.db.insert(blocks).values([
      { blockerId: viewer.id, blockedId: blockedByViewer },
      { blockerId: blockedViewer, blockedId: viewer.id },
    ]);
    const found = await searchIds(site, {}, viewer.sid);
    expect(found.ids).toEqual([other]);
    expect(found.similarIds).toEqual([]);
    // A visitor is blocked by no one.
    expect((await searchIds(site)).ids.sort()).toEqual([viewer.id, blockedByViewer, blockedViewer, other].sort());
  });

  it('rejects a minimum age above the maximum', async () => {
    const site = sites.validation;
    const response = await search(site, { min_age: 40, max_age: 30 });
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).error).toMatchObject({ code: 'validation_failed', fields: { max_age: 'invalid' } });
  });
});

describe('search on a niche site (SPEC §9 niches)', () => {
  it('looks for the niche’s one gender by default, and for a gender the niche offers when asked', async () => {
    const { lesbian } = nicheSites;
    const woman = await addMember(t, lesbian, { gender: 'female', sexuality: 'lesbian', ...activeAt(1) });
    await addMember(t, lesbian, { gender: 'male', sexuality: 'gay', ...activeAt(2) });
    expect((await searchIds(lesbian)).ids).toEqual([woman]);
    expect((await searchIds(lesbian, { gender: 'female' })).ids).toEqual([woman]);
  });

  it('answers a gender the niche does not have with a field error, not an empty page or a 500', async () => {
    const { gay } = nicheSites;
    const response = await search(gay, { gender: 'female' });
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).error).toMatchObject({ code: 'validation_failed', fields: { gender: 'invalid' } });
  });
});

describe('logged-out search (SPEC §4)', () => {
  it('is open to visitors when logged_out_search is all', async () => {
    const site = sites.openSearch;
    expect((await search(site)).statusCode).toBe(200);
  });

  it('needs a login when logged_out_search is none, even from a traffic source unless the site allows that', async () => {
    const site = sites.closedSearch;
    for (const response of [await search(site), await search(site, { network: 'adnet' })]) {
      expect(response.statusCode).toBe(403);
      expect(ErrorBody.parse(response.json()).error.code).toBe('login_required');
    }
    const member = await addViewer(t, site);
    expect((await search(site, {}, member.sid)).statusCode).toBe(200);
  });

  it('lets traffic-source visitors search when logged_out_search_trafficsource is on, remembered by a cookie', async () => {
    const site = sites.trafficSearch;
    expect((await search(site)).statusCode).toBe(403);
    const arrival = await search(site, { network: 'adnet' });
    expect(arrival.statusCode).toBe(200);
    const cookie = arrival.cookies.find((c) => c.name === 'trafficsource');
    expect(cookie).toMatchObject({ value: 'adnet', httpOnly: true, path: '/' });
    expect((await search(site, {}, undefined, { cookie: `trafficsource=${cookie!.value}` })).statusCode).toBe(200);
  });
});

describe('GET /api/match-finder.php', () => {
  it('suggests members of about the same age, same country and region first, not liked, passed or blocked', async () => {
    const site = sites.matchFinder;
    const member = await addViewer(t, site, { dateOfBirth: '1990-06-01', country: 'NL', region: 'Utrecht' });
    const sameRegion = await addMember(t, site, { region: 'Utrecht', dateOfBirth: '1999-01-01', ...activeAt(30) });
    const sameCountry = await addMember(t, site, { region: 'Limburg', dateOfBirth: '1982-01-01', ...activeAt(20) });
    const abroad = await addMember(t, site, { country: 'DE', region: 'Bayern', ...activeAt(1) });
    await addMember(t, site, { dateOfBirth: '1975-01-01' }); // 51: more than 10 years older
    const liked = await addMember(t, site);
    const passed = await addMember(t, site);
    const blocked = await addMember(t, site);
    await t.db.insert(likes).values({ fromUserId: member.id, toUserId: liked, source: 'profile' });
    await t.db.insert(swipePasses).values({ fromUserId: member.id, toUserId: passed });
    await t.db.insert(blocks).values({ blockerId: blocked, blockedId: member.id });

    const response = await t.app.inject({ url: '/api/match-finder.php', headers: onSite(site, member.sid) });
    expect(response.statusCode).toBe(200);
    expect(MatchFinderResponse.parse(response.json()).profiles.map((p) => p.id)).toEqual([sameRegion, sameCountry, abroad]);
  });

  it('is for members only', async () => {
    const site = sites.visitorMatch;
    const response = await t.app.inject({ url: '/api/match-finder.php', headers: onSite(site) });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });
});

describe('GET /api/signup-matches.php', () => {
  /** A member with an active main photo: what a signup match needs besides suiting the new member. */
  const matchable = async (site: TestSite, profile: Parameters<typeof addMember>[2] = {}) => {
    const id = await addMember(t, site, profile);
    await addMainPhoto(t, id);
    return id;
  };
  const matchIds = async (site: TestSite, sid: string) => {
    const response = await t.app.inject({ url: '/api/signup-matches.php', headers: onSite(site, sid) });
    expect(response.statusCode).toBe(200);
    return SignupMatchesResponse.parse(response.json()).profiles.map((p) => p.id);
  };

  it('suggests visible members who suit the new member both ways, with a photo and active lately, country first', async () => {
    const site = sites.signupMatches;
    // A gay man born 1990-05-17 (the signup's defaults), not confirmed yet.
    const { sid, id: newMember } = await addViewer(t, site, { status: 'disabled', country: 'NL', region: 'Utrecht' });
    const sameRegion = await matchable(site, { sexuality: 'bi', region: 'Utrecht', ...activeAt(30) });
    const sameCountry = await matchable(site, { region: 'Limburg', ...activeAt(20) });
    const abroad = await matchable(site, { country: 'DE', region: 'Bayern', ...activeAt(1) });
    await matchable(site, { gender: 'female', sexuality: 'hetero' });
    await matchable(site, { sexuality: 'hetero' }); // a straight man does not look for him
    await matchable(site, { dateOfBirth: '1975-01-01' }); // more than 10 years older
    await matchable(site, { lastActiveAt: addMs(clock.now(), -40 * 24 * 60 * 60_000) });
    await addMember(t, site); // no photo
    await addMainPhoto(t, await addMember(t, site), 'pending');
    await matchable(site, { status: 'disabled' });
    await matchable(site, { hiddenForReview: true });
    const blocked = await matchable(site);
    await t.db.insert(blocks).values({ blockerId: blocked, blockedId: newMember });

    expect(await matchIds(site, sid)).toEqual([sameRegion, sameCountry, abroad]);
  });

  it('gives a straight woman men who look for women', async () => {
    const site = sites.straightMatches;
    const { sid } = await addViewer(t, site, { gender: 'female', sexuality: 'hetero' });
    const straight = await matchable(site, { sexuality: 'hetero', ...activeAt(2) });
    const bi = await matchable(site, { sexuality: 'bi', ...activeAt(1) });
    await matchable(site, { sexuality: 'gay' });
    await matchable(site, { gender: 'female', sexuality: 'bi' });
    expect(await matchIds(site, sid)).toEqual([bi, straight]);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ url: '/api/signup-matches.php', headers: onSite(sites.visitorMatch) });
    expect(response.statusCode).toBe(403);
  });
});
