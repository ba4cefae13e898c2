/**
 * The pages the page benchmarks load (`run.ts`, `long-tasks.ts`), on a server they were given: the
 * app's as a visitor and as a new member who has written to a demo member, and the landers.
 */
import { randomBytes } from 'node:crypto';

const APP = { 'content-type': 'application/json', 'x-request-type': 'app' };

export interface BenchPage {
  name: string;
  path: string;
  /** The member's session, for the members-only pages. */
  cookie: string | null;
}

/** A new member with a session, for the members-only pages; answers its cookie and id. */
async function member(baseURL: string, label: string): Promise<{ cookie: string; id: number }> {
  const response = await fetch(`${baseURL}/api/signup.php`, {
    method: 'POST',
    headers: APP,
    body: JSON.stringify({
      email: `bench-${label}-${randomBytes(4).toString('hex')}@example.com`,
      name: `${label}${randomBytes(2).toString('hex')}`,
      password: 'correct horse battery',
      date_of_birth: '1990-05-17',
      gender: 'male',
      sexuality: 'gay',
      country: 'NL',
      region: '',
    }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user } = (await response.json()) as { user: { id: number } };
  return { cookie, id: user.id };
}

/** The app's pages, as a visitor and as a member who has written to a demo member. */
export async function appPages(baseURL: string): Promise<BenchPage[]> {
  const viewer = await member(baseURL, 'viewer');
  // A real demo member to chat with (writing to a fictional one first needs its warning confirmed;
  // a new member's profile shows only once the e-mail is confirmed).
  const found = await fetch(`${baseURL}/api/search.php`, { headers: { cookie: viewer.cookie } });
  const other = ((await found.json()) as { results: { id: number; fictional: boolean }[] }).results.find((card) => !card.fictional);
  if (!other) throw new Error('no demo member to chat with');
  const sent = await fetch(`${baseURL}/api/messages.php`, {
    method: 'POST',
    headers: { ...APP, cookie: viewer.cookie },
    body: JSON.stringify({ kind: 'text', profile_id: other.id, client_message_id: crypto.randomUUID(), text: 'Hello!' }),
  });
  if (!sent.ok) throw new Error(`message failed: ${sent.status} ${await sent.text()}`);
  const { message } = (await sent.json()) as { message: { conversation_id: number } };
  return [
    { name: 'index', path: '/', cookie: null },
    { name: 'members (visitor)', path: '/members', cookie: null },
    { name: 'members', path: '/members', cookie: viewer.cookie },
    { name: 'member page', path: `/members/${other.id}`, cookie: viewer.cookie },
    { name: 'chat', path: `/chats/${message.conversation_id}`, cookie: viewer.cookie },
  ];
}

/** The landers are their own light page (issues #8, #20): the first page most visitors from an ad see. */
export async function landerPages(baseURL: string): Promise<BenchPage[]> {
  // A member landing needs a member of the site: the first the landers show.
  const gallery = (await (await fetch(`${baseURL}/api/lander.php?page=gallery`)).json()) as { members: { id: number }[] };
  const shown = gallery.members[0];
  if (!shown) throw new Error('no demo member for the member landing');
  return [
    { name: 'lander gallery', path: '/landers/gallery', cookie: null },
    { name: 'lander tinderswipe', path: '/landers/tinderswipe', cookie: null },
    { name: 'member landing', path: `/members/${shown.id}/landing`, cookie: null },
  ];
}
