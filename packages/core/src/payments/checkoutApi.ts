import type { ApiClient } from '../api/client.ts';
import {
  authoriseCheckout,
  completeCheckout,
  completeSca,
  payCheckout,
  prepareCheckout,
} from '../api/endpoints/checkout.ts';
import type { CheckoutApi } from './controller.ts';

/**
 * The checkout calls on an API client, through core/api/endpoints like every other call. `client` is
 * read at call time, so a store can exist before the page configures its client.
 */
export function createCheckoutApi(client: ApiClient | (() => ApiClient)): CheckoutApi {
  const api = typeof client === 'function' ? client : () => client;
  return {
    prepare: ({ selectedUserId }) => prepareCheckout(selectedUserId, api()),
    authorise: (body, idempotencyKey) => authoriseCheckout(body, idempotencyKey, api()),
    // Front of house acts for the selected customer, whose transaction it is.
    completeSca: (transactionUuid, scaResult, selectedUserId = null) =>
      completeSca(
        { transactionUuid, scaResult, ...(selectedUserId !== null ? { selectedUserId: Number(selectedUserId) } : {}) },
        api(),
      ),
    complete: (body, idempotencyKey) => completeCheckout(body, idempotencyKey, api()),
    pay: (body, idempotencyKey) => payCheckout(body, idempotencyKey, api()),
  };
}
