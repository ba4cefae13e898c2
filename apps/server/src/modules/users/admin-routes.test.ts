import { randomUUID } from 'node:crypto';
import { CreditHistoryResponse, CreditsBalance, ErrorBody, UserResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember, balanceAndLedger } from '../../test/members-admin';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { activeMember } from '../../test/members';

let t: TestApp;
let support: StaffCaller;

beforeAll(async () => {
  t = await buildTestApp();
  support = await staffCaller(t, 'support');
});
afterAll(() => t?.close());

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const error = (response: Reply) => ErrorBody.parse(response.json()).error;

const adjust = (memberId: number, payload: object, caller = support) => caller('POST', `/api/admin/members/${memberId}/credits`, payload);

describe('adjusting credits', () => {
  it('moves credits through the ledger, records who and why, and shows in the member’s credit history', async () => {
    const member = await activeMember(t);
    const start = (await balanceAndLedger(t, member.id)).balance;
    const added = await adjust(member.id, { delta: 25, reason: 'Gift credits lost to a failed message' });
    expect(added.statusCode).toBe(200);
    expect(CreditsBalance.parse(added.json())).toEqual({ credits: start + 25 });
    const taken = await adjust(member.id, { delta: -5, reason: 'Goodwill credits given twice' });
    expect(CreditsBalance.parse(taken.json())).toEqual({ credits: start + 20 });
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: start + 20, ledger: start + 20 });

    expect((await auditOfMember(t, member.id)).map(({ action, before, after, reason }) => ({ action, before, after, reason }))).toEqual([
      { action: 'member.credits', before: { credits: start }, after: { credits: start + 25, delta: 25 }, reason: 'Gift credits lost to a failed message' },
      { action: 'member.credits', before: { credits: start + 25 }, after: { credits: start + 20, delta: -5 }, reason: 'Goodwill credits given twice' },
    ]);

    const history = CreditHistoryResponse.parse((await t.app.inject({ url: '/api/credit-history.php', headers: member.headers })).json());
    expect(history.entries.slice(0, 2)).toMatchObject([
      { kind: 'correction', delta: -5, balance_after: start + 20 },
      { kind: 'correction', delta: 25, balance_after: start + 25 },
    ]);
    const user = UserResponse.parse((await t.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user;
    expect(user?.credits).toBe(start + 20);
  });

  it('applies a request id once, however often the form sends it', async () => {
    const member = await activeMember(t);
    const start = (await balanceAndLedger(t, member.id)).balance;
    const payload = { delta: 10, reason: 'Compensation for downtime', requestId: randomUUID() };
    expect(CreditsBalance.parse((await adjust(member.id, payload)).json())).toEqual({ credits: start + 10 });
    expect(CreditsBalance.parse((await adjust(member.id, payload)).json())).toEqual({ credits: start + 10 });
    expect(await auditOfMember(t, member.id)).toHaveLength(1);
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: start + 10, ledger: start + 10 });
  });

  it('never takes the balance below zero, and needs a reason and a change', async () => {
    const member = await activeMember(t);
    const { balance } = await balanceAndLedger(t, member.id);
    const below = await adjust(member.id, { delta: -(balance + 1), reason: 'Clawback' });
    expect(below.statusCode).toBe(400);
    expect(error(below).fields).toEqual({ delta: 'balance_below_zero' });
    expect(error(await adjust(member.id, { delta: 5 })).fields).toHaveProperty('reason');
    expect(error(await adjust(member.id, { delta: 0, reason: 'Nothing' })).fields).toEqual({ delta: 'invalid' });
    expect(error(await adjust(member.id, { delta: 1.5, reason: 'Half' })).fields).toHaveProperty('delta');
    expect((await adjust(999_999, { delta: 5, reason: 'Nobody' })).statusCode).toBe(404);
    expect(await auditOfMember(t, member.id)).toEqual([]);
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance, ledger: balance });
  });

  it('is support’s: finance reads members but may not change credits, nor may moderators', async () => {
    const member = await activeMember(t);
    for (const role of ['finance', 'moderator'] as const) {
      const response = await adjust(member.id, { delta: 5, reason: 'Not mine to give' }, await staffCaller(t, role));
      expect(response.statusCode).toBe(403);
      expect(error(response).code).toBe('forbidden');
    }
  });
});

describe('premium', () => {
  it('is granted and removed with a reason; the same again writes nothing', async () => {
    const member = await activeMember(t);
    const paid = async () => UserResponse.parse((await t.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user?.paid_user;
    const premium = (paidUser: boolean) => support('POST', `/api/admin/members/${member.id}/premium`, { paidUser, reason: 'Bank transfer received by hand' });
    expect((await premium(true)).statusCode).toBe(200);
    expect(await paid()).toBe(true);
    expect((await premium(true)).statusCode).toBe(200);
    expect((await premium(false)).statusCode).toBe(200);
    expect(await paid()).toBe(false);
    expect((await auditOfMember(t, member.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'member.premium_grant', before: { paidUser: false }, after: { paidUser: true } },
      { action: 'member.premium_remove', before: { paidUser: true }, after: { paidUser: false } },
    ]);
    const missing = await support('POST', `/api/admin/members/${member.id}/premium`, { paidUser: true });
    expect(error(missing).fields).toHaveProperty('reason');
  });
});
