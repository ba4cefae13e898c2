/**
 * Search at scale: fills a scratch PostgreSQL database with 1,000,000 profiles on one site and
 * times typical searches through the real SearchService (its repo's SQL, the profile cards).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
 *
 * The scratch database `bench_search` is kept, so a second run skips the fill (BENCH_FRESH=1
 * refills it); migrations, and so any index change, are applied on every run.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SearchQuery, type SearchResponse } from '@app/core';
import { count, eq, sql } from 'drizzle-orm';
import { admin, adminUrl, percentile, scratchUrl } from '../scratch-database';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { blocks, profiles, sites, users } from '../../apps/server/src/db/schema';
import { seedDemoSite } from '../../apps/server/src/db/seed/demo-site';
import { type Searcher, SearchService } from '../../apps/server/src/modules/search/service';

const PROFILES = 1_000_000;
const RUNS = 200;
const WARMUP = 10;
const SCRATCH = 'bench_search';

// Stop before any work when there is no server to run on.
adminUrl();

const exists = (await admin(`select 1 from pg_database where datname = '${SCRATCH}'`)).rowCount === 1;
if (exists && process.env.BENCH_FRESH === '1') await admin(`drop database ${SCRATCH} with (force)`);
if (!exists || process.env.BENCH_FRESH === '1') await admin(`create database ${SCRATCH}`);
const database = await openDatabase({ kind: 'postgres', url: scratchUrl(SCRATCH) });
const db: Db = database.db;
await seedDemoSite(db);
const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
if (!site) throw new Error('no default site');

/** Realistic spreads: 85 % men, the site's 15 countries, 12 regions each, ages 18 to 70, a year of activity. */
async function fill() {
  const countries = sql.raw(`array[${site!.config.countries.map((c) => `'${c}'`).join(',')}]`);
  console.log(`Inserting ${PROFILES.toLocaleString('en')} members…`);
  const started = performance.now();
  await db.execute(sql`
    insert into users (site_id, email, password_hash, status, language)
    select ${site!.id}, 'bench' || g || '@bench.example', 'x', 'confirmed', 'en' from generate_series(1, ${PROFILES}) g`);
  await db.execute(sql`
    insert into profiles (user_id, site_id, name, date_of_birth, gender, sexuality, country, region, city, status, fictional, last_active_at)
    select id, site_id, 'Member ' || id, birth, gender, sexuality, country, country || '-' || (1 + floor(random() * 12)::int), 'City',
      case when random() < 0.97 then 'active' else 'disabled' end, random() < 0.1, now() - random() * interval '365 days'
    from (
      select id, site_id,
        current_date - (18 * 365 + floor(random() * 52 * 365)::int) as birth,
        case when random() < 0.85 then 'male' else 'female' end as gender,
        case when random() < 0.75 then 'gay' else 'bi' end as sexuality,
        (${countries})[1 + floor(random() * ${site!.config.countries.length})::int] as country
      from users where site_id = ${site!.id}
    ) members`);
  console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(profiles);
if (n < PROFILES) await fill();
// Fresh statistics and a set visibility map (index-only scans) before timing anything.
await db.execute(sql`vacuum analyze users`);
await db.execute(sql`vacuum analyze profiles`);

// The searching member has blocked a few members, so the block anti-join runs as in real life.
const [viewer] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, site.id)).limit(1);
await db.insert(blocks).values([2, 3, 4].map((i) => ({ blockerId: viewer!.id, blockedId: viewer!.id + i }))).onConflictDoNothing();
const member = { userId: viewer!.id, siteId: site.id, sessionId: 0 };
const visitor: Searcher = { member: null, fromTrafficSource: false };
const signedIn: Searcher = { member, fromTrafficSource: false };

const FILTER_SETS: { name: string; searcher: Searcher; query: Record<string, unknown> }[] = [
  { name: 'visitor, no filters', searcher: visitor, query: {} },
  { name: 'member, men', searcher: signedIn, query: { gender: 'male' } },
  { name: 'member, men in NL, 25–40', searcher: signedIn, query: { gender: 'male', country: 'NL', min_age: 25, max_age: 40 } },
  { name: 'member, men in one NL region, 30–35', searcher: signedIn, query: { gender: 'male', country: 'NL', countryregion: 'NL-3', min_age: 30, max_age: 35 } },
  { name: 'member, women in DE, 18–25', searcher: signedIn, query: { gender: 'female', country: 'DE', min_age: 18, max_age: 25 } },
  { name: 'member, women in one PL region, 68–70 (similar)', searcher: signedIn, query: { gender: 'female', country: 'PL', countryregion: 'PL-5', min_age: 68, max_age: 70 } },
  { name: 'visitor, men, page 50', searcher: visitor, query: { gender: 'male', page: 50 } },
];

const service = new SearchService(db, () => new Date());
const results = [];
for (const set of FILTER_SETS) {
  const query = SearchQuery.parse(set.query);
  const timings: number[] = [];
  let numResults = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const answer = await service.search(site, set.searcher, query);
    if (i >= WARMUP) timings.push(performance.now() - started);
    // The answer is the JSON text the route sends.
    numResults = (JSON.parse(answer) as SearchResponse).numResults;
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  results.push({
    name: set.name,
    numResults,
    p50: round(percentile(timings, 50)),
    p95: round(percentile(timings, 95)),
    p99: round(percentile(timings, 99)),
  });
}

console.log(`\n${PROFILES.toLocaleString('en')} profiles, ${RUNS} runs each (ms):\n`);
console.log('| filter set | numResults | p50 | p95 | p99 |\n|---|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.numResults} | ${r.p50} | ${r.p95} | ${r.p99} |`);
writeFileSync(
  fileURLToPath(new URL('./results.json', import.meta.url)),
  `${JSON.stringify({ profiles: PROFILES, runs: RUNS, date: new Date().toISOString(), results }, null, 2)}\n`,
);
await database.close();
