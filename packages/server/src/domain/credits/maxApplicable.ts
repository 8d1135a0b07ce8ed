/**
 * Credits are tenders (flows §3/§7): a customer may put membership and general credit against
 * a cart. How much of one type may be used is bounded by what they hold and by what is still
 * unpaid after the other type's tender. All amounts are integer minor units.
 */
export type CreditType = 'membership' | 'general';
export const CREDIT_TYPES: readonly CreditType[] = ['membership', 'general'];

export interface CreditTender {
  type: CreditType;
  amount: number;
}

export function maxApplicable(totalAvailable: number, cartTotal: number, otherTypesApplied: number): number {
  return Math.max(0, Math.min(totalAvailable, cartTotal - otherTypesApplied));
}

export interface CreditBalances {
  membership: number;
  general: number;
}

/** Checks a requested set of credit tenders; returns an error per offending type or the normalised list. */
export function validateCreditTenders(
  requested: readonly CreditTender[],
  balances: CreditBalances,
  cartTotal: number,
): { ok: true; tenders: CreditTender[] } | { ok: false; errors: Record<string, string[]> } {
  const byType = new Map<CreditType, number>();
  // A later tender of the same type replaces an earlier one (flows §4 payments map).
  for (const t of requested) byType.set(t.type, t.amount);
  const errors: Record<string, string[]> = {};
  const tenders: CreditTender[] = [];
  for (const type of CREDIT_TYPES) {
    const amount = byType.get(type);
    if (amount === undefined || amount === 0) continue;
    const other = CREDIT_TYPES.filter((t) => t !== type).reduce((sum, t) => sum + (byType.get(t) ?? 0), 0);
    const max = maxApplicable(balances[type], cartTotal, other);
    if (!Number.isInteger(amount) || amount < 0)
      errors[`credits.${type}.amount`] = ['The amount must be a whole number of pence, at least 0.'];
    else if (amount > max) errors[`credits.${type}.amount`] = [`The amount may not be greater than ${max}.`];
    else tenders.push({ type, amount });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, tenders };
}
