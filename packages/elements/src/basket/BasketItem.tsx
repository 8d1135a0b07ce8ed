import type { CartItem } from '@venue/core';
import { Button, Price, Spinner } from '@venue/ui';
import * as styles from './basket.css.ts';

export interface BasketItemProps {
  item: CartItem;
  removing: boolean;
  onRemove: (item: CartItem) => void;
  onRemoveBenefit: (item: CartItem) => void;
  onRemovePackage: (item: CartItem) => void;
}

function describe(item: CartItem): string {
  const r = item.cartableResource;
  const when = [r.date, r.startsAt && r.endsAt ? `${r.startsAt}–${r.endsAt}` : r.startsAt].filter(Boolean).join(' ');
  return [r.venueName, when, r.location].filter(Boolean).join(' · ');
}

/** One basket line with its remove actions; an overlay covers it while its removal is under way. */
export function BasketItem({ item, removing, onRemove, onRemoveBenefit, onRemovePackage }: BasketItemProps) {
  return (
    <li className={styles.item} aria-busy={removing || undefined} data-cart-item={item.id}>
      <div>
        <p className={styles.itemName}>{item.name}</p>
        <p className={styles.itemMeta}>{describe(item)}</p>
        {item.quantity > 1 ? <p className={styles.itemMeta}>Quantity: {item.quantity}</p> : null}
        {item.childItems.length > 0 ? (
          <ul className={styles.itemMeta}>
            {item.childItems.map((child) => (
              <li key={child.id}>{child.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Price money={item.price} />
      <div className={styles.itemActions}>
        <Button variant="outline" onClick={() => onRemove(item)} disabled={removing} aria-label={`Remove ${item.name}`}>
          Remove
        </Button>
        {item.benefitApplied ? (
          <Button variant="text" onClick={() => onRemoveBenefit(item)} disabled={removing}>
            Remove benefit
          </Button>
        ) : null}
        {item.packageApplied ? (
          <Button variant="text" onClick={() => onRemovePackage(item)} disabled={removing}>
            Remove package usage
          </Button>
        ) : null}
      </div>
      {removing ? (
        <div className={styles.overlay} data-removing-overlay="">
          <Spinner label={`Removing ${item.name}`} showLabel />
        </div>
      ) : null}
    </li>
  );
}
