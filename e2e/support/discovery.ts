import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchResponse } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { type Member, signUpViaApi } from './accounts';
import { findText } from './app';
import { followMailLink, MAIL_LINK_PATHS } from './mailbox';

/** Helpers for the discovery tests (issue 4): confirmed members, photo files, search answers. */

export interface ActiveMember extends Member {
  id: number;
}

/** The context's member as GET /api/user.php answers it (id included). */
export async function sessionUser(page: Page): Promise<{ id: number; email: string; paid_user: boolean } | null> {
  const response = await page.request.get('/api/user.php');
  return ((await response.json()) as { user: { id: number; email: string; paid_user: boolean } | null }).user;
}

/**
 * A new member, signed up through the API in the page's context and confirmed through the
 * activation mail's link, so the profile is active: found by search, liked, shown to others.
 */
export async function signUpConfirmed(page: Page, label: string): Promise<ActiveMember> {
  const member = await signUpViaApi(page, label);
  await followMailLink(page, member.email, MAIL_LINK_PATHS.activation);
  expect(new URL(page.url()).pathname).toBe('/activate/done');
  const user = await sessionUser(page);
  // The server keeps addresses in lower case.
  expect(user?.email).toBe(member.email.toLowerCase());
  return { ...member, id: user!.id };
}

/** The demo login as README.md prints it ('Demo login: e-mail / password'). */
export function demoLogin(): { email: string; password: string } {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const found = /Demo login: (\S+@\S+) \/ (\S+)/.exec(readme);
  if (!found) throw new Error('README.md prints no demo login');
  return { email: found[1]!, password: found[2]! };
}

/**
 * A photo-like JPEG: a diagonal colour gradient with a few shapes on it, different per seed, so
 * the automated review (entropy and colour spread) activates it as it would a real photo.
 */
export async function photoJpeg(seed: number, width = 800, height = 600): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const shapes = Array.from({ length: 6 }, (_, index) => {
    const x = (seed * 131 + index * 149) % width;
    const y = (seed * 71 + index * 97) % height;
    const r = 40 + ((seed + index) * 23) % 90;
    const h = (hue + index * 53) % 360;
    return index % 2
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},70%,55%)" fill-opacity="0.8"/>`
      : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="12" fill="hsl(${h},60%,35%)" fill-opacity="0.75"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},80%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 150) % 360},70%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A directory for the test file's photo files, removed after the file's tests. */
export function usePhotoDir(): { write: (name: string, seed: number) => Promise<string> } {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    async write(name, seed) {
      dir ??= await mkdtemp(join(tmpdir(), 'e2e-photos-'));
      const path = join(dir, name);
      await writeFile(path, await photoJpeg(seed));
      return path;
    },
  };
}

/** GET /api/search.php in the page's context (visitor or member), for the figures the page must show. */
export async function searchApi(page: Page, params: Record<string, string | number> = {}): Promise<SearchResponse> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await page.request.get(`/api/search.php?${query.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchResponse;
}

/** The parts of the discovery pages the tests look at. */
export function discoveryUi(page: Page) {
  const filters = page.locator('form[role="search"]');
  return {
    resultCount: page.getByTestId('result-count'),
    cards: page.locator('[data-route="members"] .app-results > ul [data-testid="profile-card"]'),
    card: (id: number) => page.locator(`[data-testid="profile-card"][data-profile-id="${id}"]`),
    pagination: page.getByTestId('pagination'),
    activePage: page.getByTestId('pagination').locator('.page-item.active'),
    filters,
    memberProfile: page.getByTestId('member-profile'),
    gallery: page.getByTestId('gallery'),
    likeButton: page.getByTestId('like-button'),
    likeModal: page.getByTestId('like-modal'),
  };
}

/** The first number in a text ('31 members found' → 31). */
export async function numberIn(locator: Locator): Promise<number> {
  const found = /\d+/.exec(await locator.innerText());
  return found ? Number(found[0]) : Number.NaN;
}

/** The query of the page's address as a plain object, for comparing search states. */
export const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * An English plural text for a count, the way i18next picks it: `key_zero` for exactly 0 if there
 * is one, else the form of the count's plural category (`key_one`, `key_other`), with the count
 * written as English writes numbers.
 */
export function plural(key: string, count: number): string {
  const form = (category: string) => findText('en', `${key}_${category}`);
  const chosen = (count === 0 ? form('zero') : undefined) ?? form(new Intl.PluralRules('en').select(count));
  if (chosen === undefined) throw new Error(`${key} is not a plural text`);
  return chosen.replace(/\{count(, number)?\}/g, (_, number?: string) => (number ? new Intl.NumberFormat('en').format(count) : String(count)));
}
