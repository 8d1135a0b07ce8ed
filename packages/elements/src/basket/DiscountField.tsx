import { cartSlice, getSessionStore, type CartDiscount } from '@venue/core';
import { Button, TextField } from '@venue/ui';
import { useState, type FormEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import * as styles from './basket.css.ts';
import { useSlices } from '../internal/useSession.ts';

export interface DiscountFieldProps {
  /** The code the basket carries (from the cart), or null. */
  discount: CartDiscount | null;
}

/**
 * The basket's discount code (flows §5): apply one, or see and remove the one applied. The server works
 * out the totals; a refused code shows its reason in the failure toast (a 400, PAY-030), a malformed one
 * under the field (422).
 */
export function DiscountField({ discount }: DiscountFieldProps) {
  useSlices(cartSlice);
  const host = useHostElement();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const cart = () => getSessionStore().getState().cart;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError('Enter a discount code.');
    setBusy(true);
    const result = await cart().applyDiscount(code.trim(), { origin: host });
    setBusy(false);
    if (result.ok) {
      setCode('');
      setError(undefined);
    } else setError(result.fieldError ?? undefined);
  };
  const remove = async () => {
    setBusy(true);
    await cart().removeDiscount({ origin: host });
    setBusy(false);
  };

  if (discount) {
    return (
      <div className={styles.discount} data-discount-code={discount.code}>
        <p className={styles.discountApplied}>
          Code <strong>{discount.code}</strong>: {discount.description}
        </p>
        <Button
          variant="text"
          onClick={() => void remove()}
          loading={busy}
          loadingLabel="Removing the discount code"
          aria-label={`Remove code ${discount.code}`}
        >
          Remove code
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.discount} onSubmit={(e) => void apply(e)} noValidate>
      <div className={styles.discountRow}>
        <div className={styles.discountInput}>
          <TextField
            label="Discount code"
            name="discount-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(undefined);
            }}
          />
        </div>
        <div className={styles.discountButton}>
          <Button type="submit" variant="outline" loading={busy} loadingLabel="Applying the discount code">
            Apply
          </Button>
        </div>
      </div>
    </form>
  );
}
