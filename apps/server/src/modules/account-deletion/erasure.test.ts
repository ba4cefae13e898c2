import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AdminOrderDetail, AdminOrdersResponse, ChatsResponse, MessagesResponse, REACTIVATION_DAYS } from '@app/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReceipts, paymentOrders } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import { PASSWORD } from '../../test/accounts';
import { listeningTestApp, type PaymentTestApp } from '../../test/payments';
import { memberWithData } from '../../test/personal-data';
import { staffCaller } from '../../test/staff';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp({ now: clock.now });
});
afterAll(() => t?.close());

/** Rows of raw SQL; both drivers (node-postgres, PGlite) answer `{ rows }`. */
const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as { rows: T[] }).rows;

/** Every text, JSON or address column of every table, as information_schema lists them, that holds `needle`. */
async function rowsContaining(needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'inet')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hits] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    );
    if (hits!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('deleting an account for good', () => {
  it('leaves no file and no row naming the member; their messages stay for the other member, their order for the books', async () => {
    const { member, other, orderId, conversationId } = await memberWithData(t);
    const folder = join(t.dataDir, 'uploads', String(member.id));
    // Two photos and a chat photo, each in every size.
    expect(readdirSync(folder).length).toBe(9);
    for (const needle of [member.email, member.name, member.ip]) expect(await rowsContaining(needle)).not.toEqual([]);

    const requested = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: member.headers,
      payload: { password: PASSWORD, confirm: true },
    });
    expect(requested.statusCode).toBe(200);
    // Not before the reactivation days are over.
    clock.advance(REACTIVATION_DAYS * DAY_MS - MINUTE_MS);
    await t.app.jobs.runDueJobs();
    expect(existsSync(folder)).toBe(true);
    clock.advance(2 * MINUTE_MS);
    await t.app.jobs.runDueJobs();

    expect(existsSync(folder)).toBe(false);
    for (const needle of [member.email, member.name, member.ip]) expect(await rowsContaining(needle), needle).toEqual([]);

    const chats = ChatsResponse.parse((await t.app.inject({ url: '/api/chats.php', headers: other.headers })).json());
    const chat = chats.chats.find((entry) => entry.conversation.id === conversationId);
    expect(chat).toMatchObject({ profile: null, can_reply: false });
    const history = MessagesResponse.parse(
      (await t.app.inject({ url: `/api/messages.php?conversation_id=${conversationId}`, headers: other.headers })).json(),
    );
    expect(history.messages.map((message) => [message.sender_id, message.kind, message.text])).toEqual([
      [null, 'text', 'A message to be kept for you'],
      // The chat photo's files are gone with the member: the message says a photo was sent, nothing more.
      [null, 'photo', ''],
      [other.id, 'text', 'An answer you sent'],
    ]);
    expect(history.messages[1]!.photo).toBeNull();

    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({ userId: null, status: 'paid', currency: 'EUR', country: 'NL' });
    expect(order!.amount).toBeGreaterThan(0);
    expect(order!.paidAt).toBeInstanceOf(Date);
    const [receipt] = await t.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, orderId));
    expect(receipt!.vatRate).toBe(2100);
    expect(receipt!.vatAmount).toBeGreaterThan(0);

    // The back office still shows the order, without the member and with nothing to refund.
    const finance = await staffCaller(t, 'finance', clock.now());
    const detail = AdminOrderDetail.parse((await finance('GET', `/api/admin/orders/${orderId}`)).json());
    expect(detail).toMatchObject({ order: { id: orderId, user_id: null, email: null, member_name: null }, member: null, refund_options: null });
    expect(detail.receipt!.vat_amount).toBe(receipt!.vatAmount);
    const listed = AdminOrdersResponse.parse((await finance('GET', '/api/admin/orders?status=paid')).json());
    expect(listed.orders.find((row) => row.id === orderId)).toMatchObject({ user_id: null, email: null });
  });
});
