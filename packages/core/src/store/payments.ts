import { applyCredits } from '../api/endpoints/credits.ts';
import type { CreditTender, CreditType, OfflineTender, TenderType } from '../domain/types.ts';
import { catalogue } from '../messages/catalogue.ts';
import type { SliceDef, SliceTools } from './types.ts';

/** One entry of the payments map: a credit tender or another tender (card, offline...). */
export type PaymentEntry = CreditTender | OfflineTender;

export const isCreditTender = (entry: PaymentEntry): entry is CreditTender => entry.tenderType === 'credit';

/** flows §4 Payments map. */
export interface PaymentsSlice {
  tenders: PaymentEntry[];
  /** Adds a credit tender, replacing any of the same credit type; an amount of 0 or less removes it. */
  setCredit(creditType: CreditType, amount: number): void;
  /** Adds or replaces a non-credit tender of this type; an amount of 0 or less removes it. */
  setTender(entry: OfflineTender): void;
  /** Replaces every offline (non-credit) tender with the list, as the till sends it. */
  syncOfflineTenders(list: OfflineTender[]): void;
  /** After cart items are removed only the credit tenders stay (their amounts are re-capped by the server). */
  keepCreditsOnly(): void;
  reset(): void;
  /** The `payments` list for authorise/complete: credit tenders in minor units. */
  creditPayments(): { tenderType: 'credit'; creditType: CreditType; amount: number }[];
  /** POST /api/credits/apply with the credit tenders; true when the server reserved them. */
  applyCredits(source?: string): Promise<boolean>;
}

export function createPaymentsSlice({ patch, get, deps }: SliceTools): PaymentsSlice {
  const tenders = () => get().payments.tenders;
  return {
    tenders: [],

    setCredit(creditType, amount) {
      const others = tenders().filter((t) => !(isCreditTender(t) && t.creditType === creditType));
      patch('payments', {
        tenders: amount > 0 ? [...others, { tenderType: 'credit', creditType, amount: Math.round(amount) }] : others,
      });
    },

    setTender(entry) {
      if (entry.tenderType === 'credit') throw new Error('Use setCredit for credit tenders: they carry a credit type.');
      const others = tenders().filter((t) => t.tenderType !== entry.tenderType);
      patch('payments', { tenders: entry.amount > 0 ? [...others, entry] : others });
    },

    syncOfflineTenders(list) {
      const credits = tenders().filter(isCreditTender);
      const offline = list
        .filter((t) => t.tenderType !== ('credit' as TenderType) && t.amount > 0)
        .map((t) => ({ tenderType: t.tenderType, amount: t.amount, info: t.info ?? null }));
      patch('payments', { tenders: [...credits, ...offline] });
    },

    keepCreditsOnly: () => patch('payments', { tenders: tenders().filter(isCreditTender) }),

    reset: () => patch('payments', { tenders: [] }),

    creditPayments: () =>
      tenders()
        .filter(isCreditTender)
        .map((t) => ({ tenderType: 'credit' as const, creditType: t.creditType, amount: t.amount })),

    async applyCredits(source) {
      const cart = get().cart;
      const credits = get()
        .payments.creditPayments()
        .map((t) => ({ amount: t.amount, type: t.creditType }));
      try {
        const { data } = await applyCredits(
          { credits, source: source ?? cart.source ?? undefined, selectedUserId: cart.selectedUserId ?? undefined },
          deps.api(),
        );
        if (data && typeof data === 'object' && Array.isArray(data.items)) cart.replace(data);
        get().toasts.push({ type: 'success', message: catalogue.checkout.creditApplied });
        return true;
      } catch {
        get().toasts.push({
          type: 'danger',
          title: catalogue.common.errorTitle,
          message: catalogue.checkout.creditNotApplied,
        });
        return false;
      }
    },
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const paymentsSlice: SliceDef<'payments'> = { name: 'payments', create: createPaymentsSlice };
