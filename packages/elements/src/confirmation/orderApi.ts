import type { ApiClient, MoneyWire } from '@venue/core';

/** A completed order (contracts §3 Order), plus how it was paid when the server says. */
export interface ConfirmedOrder {
  id: number | string;
  status: string;
  source: string | null;
  total: MoneyWire;
  balance: MoneyWire;
  createdAt: string | null;
  lineItems: Array<{ id: number | string; name: string; summary: string | null; purchasableType: string; price: MoneyWire }>;
  payments?: Array<{ tenderType: string; creditType?: string | null; amount: MoneyWire; cardType?: string | null; lastFour?: string | null }>;
}

/** GET /api/v1/orders/{id} (the order paths are not in the spec; gap G12 puts them under /api/v1). */
export async function fetchOrder(api: ApiClient, orderId: string): Promise<ConfirmedOrder | null> {
  const result = await api.query<ConfirmedOrder>(`/api/v1/orders/${encodeURIComponent(orderId)}`);
  if (!result.ok) {
    if (result.error.status === 404) return null;
    throw result.error;
  }
  return result.data;
}

/** "Paid how", in words: 'Card (Visa ending 3155)', 'Membership credit'. */
export function describePayment(p: NonNullable<ConfirmedOrder['payments']>[number]): string {
  if (p.tenderType === 'credit') return p.creditType === 'membership' ? 'Membership credit' : 'Account credit';
  if (p.tenderType === 'card' || p.tenderType === 'online') {
    const card = [p.cardType, p.lastFour ? `ending ${p.lastFour}` : null].filter(Boolean).join(' ');
    return card ? `Card (${card})` : 'Card';
  }
  return p.tenderType.replace(/-/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
