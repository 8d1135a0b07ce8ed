import type { Order } from '@venue/core';

/** "Paid how", in words: 'Card (Visa ending 3155)', 'Membership credit'. */
export function describePayment(p: Order['payments'][number]): string {
  if (p.tenderType === 'credit') return p.creditType === 'membership' ? 'Membership credit' : 'Account credit';
  if (p.tenderType === 'card' || p.tenderType === 'online') {
    const card = [p.cardType, p.lastFour ? `ending ${p.lastFour}` : null].filter(Boolean).join(' ');
    return card ? `Card (${card})` : 'Card';
  }
  return p.tenderType.replace(/-/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
