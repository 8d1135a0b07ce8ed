import {
  cartSlice,
  customerLabel,
  customersSlice,
  ensureSlicesIn,
  getSessionStore,
  type CreateCustomerInput,
  type CreateCustomerResult,
} from '@venue/core';

// With the staff-only code: <venue-register> names the customer it created only at the desk.
export { customerLabel };

/**
 * Staff register a customer at the desk (mode 'foh'), then act for them at once: the cart's selected user,
 * remembered for this tab. Loaded only when staff submit the form, so a customer signing up never fetches
 * the customers and cart slices (issue 12).
 */
export async function registerAtTheDesk(input: CreateCustomerInput): Promise<CreateCustomerResult> {
  const store = ensureSlicesIn(getSessionStore(), customersSlice, cartSlice);
  const result = await store.getState().customers.create(input);
  if (!result.ok) return result;
  store.getState().customers.remember(result.customer);
  await store.getState().cart.updateSelectedUser(result.customer.id);
  return result;
}
