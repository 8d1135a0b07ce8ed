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

const place = (item: CartItem) =>
  [item.cartableResource.venueName, item.cartableResource.location].filter(Boolean).join(' · ');

/** One basket line with its remove actions; an overlay covers it while its removal is under way. */
export function BasketItem({ item, removing, onRemove, onRemoveBenefit, onRemovePackage }: BasketItemProps) {
  return (
    <li className={styles.item} aria-busy={removing || undefined} data-cart-item={item.id}>
      <div>
        <p className={styles.itemName}>{item.name}</p>
        {place(item) ? <p className={styles.itemMeta}>{place(item)}</p> : null}
        {item.when ? (
          <p className={styles.itemMeta} data-item-when="">
            {item.when}
          </p>
        ) : null}
        {item.quantity > 1 ? <p className={styles.itemMeta}>Quantity: {item.quantity}</p> : null}
        {item.type === 'membership'
          ? item.childItems.map((child) => (
              <p key={child.id} className={styles.itemMeta}>
                {child.name}: <Price money={child.price} />
              </p>
            ))
          : null}
        {item.type !== 'membership' && item.childItems.length > 1 ? (
          <details className={styles.sessions}>
            <summary>Session dates</summary>
            <ul className={styles.sessionList}>
              {item.childItems.map((child) => (
                <li key={child.id}>{child.when}</li>
              ))}
            </ul>
          </details>
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
