import { order as orderSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('orders and ticket price', () => {
  it('ORDER-002 ORDER-003 ORDER-004 ORDER-005 API-014 the customer order list is paged, newest first, with every field', async () => {
    const token = await t.login('demo@example.com');
    const r = await t.json('/api/v1/orders?per_page=2', { token });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.meta.pagination).toMatchObject({
      current_page: 1,
      records_per_page: 2,
      total_records: 3,
      total_pages: 2,
      next_page: 2,
    });
    expect(r.body.meta.sorting).toEqual({ sort_by: 'created_at', direction: 'descending' });
    const o = r.body.data[0];
    for (const key of [
      'id',
      'cart_source',
      'status',
      'source',
      'total',
      'balance',
      'count',
      'refund_status',
      'line_items',
      'created_at',
    ])
      expect(o).toHaveProperty([key]);
    expect(['success', 'pending', 'cancelled', 'awaiting_payment']).toContain(o.status);
    expect(Object.keys(o.line_items[0]).sort()).toEqual([
      'created_at',
      'id',
      'name',
      'price',
      'purchasable_id',
      'purchasable_type',
      'quantity',
      'summary',
    ]);
    expect(Number.isInteger(o.total.value)).toBe(true);
    for (const each of r.body.data) expect(orderSchema.safeParse(each).error).toBeUndefined();
    expect(new Date(r.body.data[0].created_at) >= new Date(r.body.data[1].created_at)).toBe(true);
    const page2 = await t.json('/api/v1/orders?per_page=2&page=2', { token });
    expect(page2.body.data).toHaveLength(1);
    expect((await t.json('/api/v1/orders?per_page=101', { token })).status).toBe(422);
    expect((await t.json('/api/v1/orders?status=lost', { token })).status).toBe(422);
  });

  it('ORDER-002 one order is readable by its customer only', async () => {
    const token = await t.login('demo@example.com');
    const list = await t.json('/api/v1/orders', { token });
    const id = list.body.data[0].id;
    expect((await t.json(`/api/v1/orders/${id}`, { token })).body.data.id).toBe(id);
    const [other] = await createCustomers(t.db, 1, 'orders');
    expect((await t.json(`/api/v1/orders/${id}`, { token: other!.token })).status).toBe(404);
    expect((await t.json('/api/v1/orders')).status).toBe(401);
  });

  it('API-030 the ticket price is found by pricing option reference', async () => {
    const row = await t.db.one<{ activity_id: number; reference: string; price: number; occ: string }>(
      `SELECT t.activity_id, p.reference, p.price, (SELECT o.id FROM occurrences o WHERE o.activity_id = t.activity_id LIMIT 1) AS occ
         FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id JOIN activities a ON a.id = t.activity_id JOIN venues v ON v.id = a.venue_id
        WHERE v.slug = 'riverside' ORDER BY t.position LIMIT 1`,
    );
    const r = await t.json(`/price/riverside/ticket/${row!.activity_id}`, {
      body: { reference: row!.reference, is_v2: true, occurrence_id: row!.occ },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.price.value).toBe(row!.price);
    expect(r.body.data.pricing_option.reference).toBe(row!.reference);
    expect((await t.json(`/price/riverside/ticket/${row!.activity_id}`, { body: { reference: 'NOPE' } })).status).toBe(
      422,
    );
    expect((await t.json(`/price/riverside/ticket/${row!.activity_id}`, { body: {} })).body.errors).toHaveProperty([
      'reference',
    ]);
    expect((await t.json('/price/riverside/ticket/999999', { body: { reference: row!.reference } })).status).toBe(404);
  });
});
