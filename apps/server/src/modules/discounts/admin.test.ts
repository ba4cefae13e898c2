import { AdminDiscountResponse, AdminDiscountsResponse, AdminSitesResponse, type CreateDiscountBody, DiscountUsesResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/accounts';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { auditOf } from '../../test/audit';
import { buyer, createPayment, listeningTestApp, type PaymentTestApp, startPayment } from '../../test/payments';

let t: PaymentTestApp;
let admin: StaffCaller;
let finance: StaffCaller;
let siteId: number;

beforeAll(async () => {
  t = await listeningTestApp();
  admin = await staffCaller(t, 'admin');
  finance = await staffCaller(t, 'finance');
  const { sites } = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json());
  siteId = sites.find((site) => site.domain === 'localhost')!.id;
});
afterAll(() => t?.close());

const code = (overrides: Partial<CreateDiscountBody> = {}): CreateDiscountBody => ({
  site_id: siteId,
  code: 'SPRING30',
  value_percentage: 30,
  currency: 'EUR',
  country: 'NL',
  minimum_order_value: 2000,
  validity: 'once_per_user',
  max_uses: null,
  expires_at: '2099-06-01T00:00:00.000Z',
  payment_methods: ['ideal', 'creditcard'],
  reason: 'spring campaign',
  ...overrides,
});

async function create(body: CreateDiscountBody) {
  const response = await admin('POST', '/api/admin/discount-codes', body);
  expect(response.statusCode, response.body).toBe(200);
  return AdminDiscountResponse.parse(response.json()).code;
}

const checkCode = (m: Awaited<ReturnType<typeof buyer>>, text: string) =>
  t.app.inject({ url: `/api/discountcode.php?code=${text}`, headers: m.headers });

describe('discount codes in the back office', () => {
  it('creates a code members can use at once, with every condition, and records it', async () => {
    const created = await create(code({ code: ' spring30 ' }));
    expect(created).toMatchObject({
      code: 'SPRING30',
      value_percentage: 30,
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 2000,
      validity: 'once_per_user',
      expires_at: '2099-06-01T00:00:00.000Z',
      payment_methods: ['ideal', 'creditcard'],
      status: 'active',
      uses: 0,
    });
    const m = await buyer(t, 'NL');
    expect((await checkCode(m, 'spring30')).statusCode).toBe(200);
    expect(errorOf(await checkCode(await buyer(t, 'DE'), 'spring30')).code).toBe('code_wrong_country');
    expect((await auditOf(t, 'discount_code', created.id))[0]).toMatchObject({
      action: 'discount.create',
      after: { code: 'SPRING30' },
      reason: 'spring campaign',
    });
  });

  it('refuses a bad code with a message per field', async () => {
    const response = await admin('POST', '/api/admin/discount-codes', {
      ...code({ code: 'BAD CODE!', value_percentage: 0, validity: 'limited', max_uses: null }),
      expires_at: 'tomorrow',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      code: 'letters, digits, - and _ only',
      value_percentage: 'between 1 and 100',
      expires_at: expect.any(String),
    });
    const limited = await admin('POST', '/api/admin/discount-codes', code({ code: 'LIMITLESS', validity: 'limited', max_uses: null }));
    expect(errorOf(limited).fields).toEqual({ max_uses: 'required for a code of N uses' });
    const taken = await admin('POST', '/api/admin/discount-codes', code({ code: 'WELCOME10' }));
    expect(errorOf(taken).fields).toEqual({ code: 'this site has a code of this name' });
    const noSite = await admin('POST', '/api/admin/discount-codes', code({ code: 'NOSITE', site_id: 99_999 }));
    expect(errorOf(noSite).fields).toEqual({ site_id: 'no such site' });
  });

  it('lets a code of N uses be taken by N orders, then refuses it, and lists its uses', async () => {
    const limited = await create(
      code({ code: 'TWICE', validity: 'limited', max_uses: 2, country: null, currency: null, minimum_order_value: null, payment_methods: null }),
    );
    const orders = [];
    for (let i = 0; i < 2; i++) {
      const m = await buyer(t, 'NL');
      orders.push((await startPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'twice' })).order);
    }
    const third = await buyer(t, 'NL');
    expect(errorOf(await createPayment(t, third, { bundle_id: 'starter', method: 'ideal', discount_code: 'twice' })).code).toBe(
      'code_already_used',
    );

    const uses = await finance('GET', `/api/admin/discount-codes/${limited.id}/uses`);
    expect(uses.statusCode, uses.body).toBe(200);
    const answer = DiscountUsesResponse.parse(uses.json());
    expect(answer.code.uses).toBe(2);
    expect(answer.uses.map((use) => use.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
    expect(answer.uses[0]).toMatchObject({ currency: 'EUR', amount: orders[0]!.amount });

    const list = AdminDiscountsResponse.parse((await finance('GET', `/api/admin/discount-codes?siteId=${siteId}`)).json());
    expect(list.codes.find((c) => c.code === 'TWICE')?.uses).toBe(2);
    expect(list.codes.every((c) => c.site_id === siteId)).toBe(true);
  });

  it('switches a code off for members, and only an admin may', async () => {
    const created = await create(code({ code: 'PAUSED', country: null, currency: null, minimum_order_value: null }));
    expect((await finance('PATCH', `/api/admin/discount-codes/${created.id}`, { status: 'inactive', reason: 'paused' })).statusCode).toBe(403);
    const off = await admin('PATCH', `/api/admin/discount-codes/${created.id}`, { status: 'inactive', reason: 'campaign paused' });
    expect(AdminDiscountResponse.parse(off.json()).code.status).toBe('inactive');
    expect(errorOf(await checkCode(await buyer(t, 'NL'), 'paused')).code).toBe('code_expired');
    expect((await auditOf(t, 'discount_code', created.id))[0]).toMatchObject({
      action: 'discount.status',
      before: { status: 'active' },
      after: { status: 'inactive' },
      reason: 'campaign paused',
    });
    expect((await admin('PATCH', '/api/admin/discount-codes/99999', { status: 'active', reason: 'none such' })).statusCode).toBe(404);
  });
});
