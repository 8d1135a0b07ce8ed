import type { Db } from '../../db/db.ts';
import { iso, money } from '../../presentation/wire.ts';

interface OrderRow {
  id: number;
  uuid: string;
  cart_source: string | null;
  status: string;
  source: string | null;
  total: number;
  balance: number;
  refund_status: string | null;
  created_at: Date;
}

interface LineRow {
  id: number;
  order_id: number;
  name: string;
  summary: string | null;
  purchasable_type: string | null;
  purchasable_id: string | null;
  quantity: number;
  price: number;
  created_at: Date;
}

/** Orders on the wire (contracts §3 "Order"), in the order of `ids`. */
export async function ordersView(db: Db, ids: number[], currency: string) {
  if (ids.length === 0) return [];
  const [orders, lines, tenders] = await Promise.all([
    db.query<OrderRow>('SELECT * FROM orders WHERE id = ANY($1::int[])', [ids]),
    db.query<LineRow>('SELECT * FROM order_line_items WHERE order_id = ANY($1::int[]) ORDER BY id', [ids]),
    db.query<{
      order_id: number;
      tender_type: string;
      credit_type: string | null;
      amount: number;
      card_type: string | null;
      last_four: string | null;
    }>(
      `SELECT p.order_id, p.tender_type, p.credit_type, p.amount, COALESCE(ci.card_type, sc.card_type) AS card_type, COALESCE(ci.last4, sc.last4) AS last_four
         FROM payments p LEFT JOIN payment_transactions t ON t.id = p.transaction_id LEFT JOIN card_identifiers ci ON ci.id = t.card_identifier
         LEFT JOIN saved_cards sc ON sc.id = t.saved_card_id
        WHERE p.order_id = ANY($1::int[]) ORDER BY p.id`,
      [ids],
    ),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    if (!o) return [];
    const own = lines.filter((l) => l.order_id === id);
    return [
      {
        id: o.id,
        uuid: o.uuid,
        cart_source: o.cart_source,
        status: o.status,
        source: o.source,
        total: money(o.total, currency),
        balance: money(o.balance, currency),
        count: own.reduce((n, l) => n + l.quantity, 0),
        refund_status: o.refund_status,
        payments: tenders
          .filter((t) => t.order_id === id)
          .map((t) => ({
            tender_type: t.tender_type,
            credit_type: t.credit_type,
            amount: money(t.amount, currency),
            card_type: t.card_type,
            last_four: t.last_four,
          })),
        line_items: own.map((l) => ({
          id: l.id,
          name: l.name,
          summary: l.summary,
          purchasable_type: l.purchasable_type,
          purchasable_id: l.purchasable_id,
          quantity: l.quantity,
          price: money(l.price, currency),
          created_at: iso(l.created_at),
        })),
        created_at: iso(o.created_at),
      },
    ];
  });
}
