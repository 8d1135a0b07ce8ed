/**
 * Quantity rules of contracts §5 for adding and updating cart items. Returned as field -> messages
 * so the routes can key them under their own path (data.items.{i}.quantity, data.quantity).
 */
export interface QuantityInput {
  quantity: number;
  purchasedForUserId?: number | null;
}

export const QUANTITY_MIN = 'The quantity must be at least 1.';
export const QUANTITY_ONE_FOR_USER = 'The quantity must be 1 when purchased_for_user_id is set.';
export const QUANTITY_COURSE = 'A course or camp is booked with quantity 1.';
export const UPDATE_NOT_POSSIBLE = 'This item cannot be updated because its quantity is above 1.';

export function quantityErrors(input: QuantityInput, purchasableType?: string): string[] {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) return [QUANTITY_MIN];
  if (input.purchasedForUserId != null && input.quantity !== 1) return [QUANTITY_ONE_FOR_USER];
  if ((purchasableType === 'course' || purchasableType === 'camp') && input.quantity !== 1) return [QUANTITY_COURSE];
  return [];
}

/** An update may not touch an item that already holds more than one (contracts §5). */
export function updateErrors(currentQuantity: number, input: QuantityInput): string[] {
  if (currentQuantity > 1) return [UPDATE_NOT_POSSIBLE];
  return quantityErrors(input);
}
