import { formatInstant, formatMoney, currencySymbol, type Order } from '@venue/core';

export type OrderLine = Order['lineItems'][number];
export type OrderPayment = Order['payments'][number];

const STATUS: Record<Order['status'], string> = {
  success: 'Paid',
  pending: 'Pending',
  cancelled: 'Cancelled',
  awaiting_payment: 'Awaiting payment',
};
const REFUND: Record<NonNullable<Order['refundStatus']>, string> = {
  partial: 'Partly refunded',
  full: 'Refunded',
  'off-system': 'Refunded outside the system',
  mixed: 'Refunded in part and by other means',
};

/** The order status in words (ORDER-005). */
export const orderStatusText = (order: Pick<Order, 'status'>) => STATUS[order.status] ?? order.status;

/** The refund status in words, or null when nothing was refunded. */
export const refundText = (order: Pick<Order, 'refundStatus'>) =>
  order.refundStatus ? (REFUND[order.refundStatus] ?? order.refundStatus) : null;

/** '24 Nov 2026, 14:05' (the browser's clock: an order's time is an ISO instant). */
export const orderDate = (order: Pick<Order, 'createdAt'>) =>
  order.createdAt ? (formatInstant(order.createdAt, 'D MMM YYYY, HH:mm') ?? order.createdAt) : '';

/** 'Aqua Fit; Swimming Lessons Stage 1 and 2 more' for the list. */
export function linesSummary(order: Pick<Order, 'lineItems'>): string {
  const names = order.lineItems.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name));
  if (names.length <= 2) return names.join('; ');
  return `${names.slice(0, 2).join('; ')} and ${names.length - 2} more`;
}

export const money = (m: { value: number; currency?: string | null }) =>
  formatMoney(m.value, currencySymbol(m.currency ?? 'GBP'));

/** "Paid how", in words: 'Card (Visa ending 3155)', 'Membership credit'. */
export function tenderText(p: OrderPayment): string {
  if (p.tenderType === 'credit') return p.creditType === 'membership' ? 'Membership credit' : 'Account credit';
  if (p.tenderType === 'card' || p.tenderType === 'online') {
    const card = [p.cardType, p.lastFour ? `ending ${p.lastFour}` : null].filter(Boolean).join(' ');
    return card ? `Card (${card})` : 'Card';
  }
  return p.tenderType.replace(/-/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
