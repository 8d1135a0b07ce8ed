import { invalidError } from '../errors.ts';
import type { CreditBalances, CreditTender } from '../credits/maxApplicable.ts';
import { validateCreditTenders } from '../credits/maxApplicable.ts';

/** A `payments` entry of authorise / complete / pay (conventions §5). */
export interface PaymentEntry {
  tender_type: string;
  credit_type?: 'membership' | 'general' | null;
  amount: number;
}

export const OFFLINE_TENDERS = [
  'cash',
  'cheque',
  'offline-voucher',
  'card',
  'voucher',
  'gift-card',
  'off-system',
  'inclusive',
  'float',
] as const;

export interface Tenders {
  credits: CreditTender[];
  /** Front of house only: money taken at the desk. */
  offline: { tender_type: string; amount: number }[];
}

/**
 * Splits the payments list into credit tenders (checked against balances and max applicable) and
 * desk tenders (front of house only). `fallback` is the cart's applied credits when no list is sent.
 */
export function readTenders(
  payments: PaymentEntry[] | undefined,
  fallback: CreditTender[],
  balances: CreditBalances,
  total: number,
  allowOffline: boolean,
): Tenders {
  if (payments === undefined) return { credits: fallback, offline: [] };
  const credit: CreditTender[] = [];
  const offline: { tender_type: string; amount: number }[] = [];
  const errors: Record<string, string[]> = {};
  payments.forEach((p, i) => {
    if (!Number.isInteger(p.amount) || p.amount < 0)
      errors[`payments.${i}.amount`] = ['The amount must be a whole number of pence, at least 0.'];
    else if (p.tender_type === 'credit') {
      if (p.credit_type !== 'membership' && p.credit_type !== 'general')
        errors[`payments.${i}.credit_type`] = ['The credit type must be membership or general.'];
      else credit.push({ type: p.credit_type, amount: p.amount });
    } else if (allowOffline && (OFFLINE_TENDERS as readonly string[]).includes(p.tender_type)) {
      if (p.amount > 0) offline.push({ tender_type: p.tender_type, amount: p.amount });
    } else errors[`payments.${i}.tender_type`] = ['The selected tender type is invalid.'];
  });
  if (Object.keys(errors).length) throw invalidError(errors);
  const offlineSum = offline.reduce((s, o) => s + o.amount, 0);
  const checked = validateCreditTenders(credit, balances, total - offlineSum);
  if (!checked.ok)
    throw invalidError(
      Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k.replace(/^credits\./, 'payments.'), v])),
      'Credit amount could not be applied.',
    );
  if (offlineSum > total) throw invalidError({ payments: ['The payments are more than the total.'] });
  return { credits: checked.tenders, offline };
}

export function cardAmount(total: number, t: Tenders): number {
  return total - t.credits.reduce((s, c) => s + c.amount, 0) - t.offline.reduce((s, o) => s + o.amount, 0);
}
