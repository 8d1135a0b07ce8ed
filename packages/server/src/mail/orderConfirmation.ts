import type { Db } from '../db/db.ts';
import { claimDebounce } from '../db/kv.ts';
import { money } from '../presentation/wire.ts';
import { orderConfirmationMail } from './messages.ts';
import { sendMailSafely } from './sendMail.ts';
import type { MailSettings } from './transport.ts';

const ONCE_MS = 400 * 86_400_000;

/**
 * E-mails the customer their order confirmation, once per order (a repeated completion with the same
 * Idempotency-Key or transaction answers the same order and must not mail twice, on any process).
 * Never throws: a mail failure is logged and the customer still gets their booking.
 */
export async function sendOrderConfirmation(db: Db, orderId: number, now: Date, settings: MailSettings): Promise<void> {
  try {
    const order = await db.one<{
      id: number;
      total: number;
      email: string | null;
      first_name: string;
      currency: string;
    }>(
      `SELECT o.id, o.total, u.email, u.first_name, c.currency
         FROM orders o JOIN users u ON u.id = o.user_id JOIN clients c ON c.id = o.client_id WHERE o.id = $1`,
      [orderId],
    );
    if (!order?.email) return; // a dependant or front-of-house customer without an address
    if (!(await claimDebounce(db, `order-confirmation:${orderId}`, ONCE_MS, now))) return;
    const lines = await db.query<{ name: string; summary: string | null; quantity: number }>(
      'SELECT name, summary, quantity FROM order_line_items WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    const mail = orderConfirmationMail(order.email, order.first_name, {
      id: order.id,
      total: money(order.total, order.currency).formatted,
      lines,
    });
    const sending = sendMailSafely(db, settings, mail, now);
    // A slow SMTP server must not hold up the customer's answer; the outbox is a local insert.
    if (!settings.smtpUrl) await sending;
  } catch (err) {
    console.error(`[mail] order ${orderId} confirmation not sent:`, err);
  }
}
