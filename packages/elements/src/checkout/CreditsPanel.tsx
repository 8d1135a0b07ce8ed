import {
  formatMoney,
  getSessionStore,
  isCreditTender,
  paymentsSlice,
  type CartCredits,
  type CreditType,
} from '@venue/core';
import { Checkbox } from '@venue/ui';
import { useState } from 'react';
import { useSession, useSlices } from '../internal/useSession.ts';
import * as styles from './checkout.css.ts';

const LABELS: Record<CreditType, string> = { membership: 'membership credit', general: 'account credit' };

/**
 * Membership and general credit as tenders (flows §4 payments map): ticking uses the most the cart
 * allows of that credit, unticking removes the tender (amount 0), then the server is asked to
 * reserve them (`POST /api/credits/apply`, which toasts success or failure).
 */
export function CreditsPanel({
  credits,
  source,
  disabled,
}: {
  credits: CartCredits;
  source: string;
  disabled: boolean;
}) {
  useSlices(paymentsSlice);
  const tenders = useSession((s) => s.payments.tenders);
  const [busy, setBusy] = useState(false);
  const usable = (['membership', 'general'] as const).filter((type) => credits[type].maxApplicable.value > 0);
  if (usable.length === 0) return null;

  async function toggle(type: CreditType, on: boolean) {
    const state = getSessionStore().getState();
    const previous = state.payments.tenders;
    state.payments.setCredit(type, on ? credits[type].maxApplicable.value : 0);
    setBusy(true);
    const ok = await state.payments.applyCredits(source);
    // The server refused: the tender must not be sent with the payment.
    if (!ok) getSessionStore().setState((s) => ({ payments: { ...s.payments, tenders: previous } }));
    setBusy(false);
  }

  return (
    <section className={styles.panel} aria-labelledby="credits-title">
      <h2 id="credits-title" className={styles.panelTitle}>
        Use your credit
      </h2>
      {usable.map((type) => {
        const { maxApplicable, totalAvailable } = credits[type];
        return (
          <Checkbox
            key={type}
            label={`Use ${formatMoney(maxApplicable.value)} of my ${LABELS[type]} (${formatMoney(totalAvailable.value)} available)`}
            checked={tenders.some((t) => isCreditTender(t) && t.creditType === type)}
            disabled={disabled || busy}
            onChange={(e) => void toggle(type, e.currentTarget.checked)}
          />
        );
      })}
    </section>
  );
}
