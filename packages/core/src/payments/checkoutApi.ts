import type { ApiClient } from '../api/client.ts';
import type { CheckoutApi } from './controller.ts';
import type { CheckoutPreparation, CompletedOrder, PaymentTransaction, TransactionStatus } from './types.ts';

/**
 * The checkout calls on the page's API client (paths of docs/CONVENTIONS.md). No error toasts here:
 * the payment controller words every failure itself (flows §5, §8).
 */
export function createCheckoutApi(client: ApiClient): CheckoutApi {
  return {
    async prepare({ selectedUserId }) {
      const result = await client.query<CheckoutPreparation>('/api/checkout/prepare', {
        params: selectedUserId !== null ? { selectedUserId } : {},
      });
      if (!result.ok) throw result.error;
      return result.data;
    },
    async authorise(body, idempotencyKey) {
      return (await client.post<PaymentTransaction>('/api/checkout/authorise', { body, idempotencyKey })).data;
    },
    async completeSca(transactionUuid, scaResult, selectedUserId = null) {
      const path = `/api/payment-providers/sca-completion/${encodeURIComponent(transactionUuid)}`;
      const { data } = await client.post<{ transactionStatus: TransactionStatus; message?: string | null }>(path, {
        // Front of house acts for the selected customer, whose transaction it is.
        body: { transaction_uuid: transactionUuid, sca_result: scaResult, ...(selectedUserId !== null ? { selected_user_id: selectedUserId } : {}) },
      });
      return data;
    },
    async complete(body, idempotencyKey) {
      return (await client.post<CompletedOrder>('/api/checkout/complete', { body, idempotencyKey })).data;
    },
    async pay(body, idempotencyKey) {
      return (await client.post<CompletedOrder>('/api/checkout/pay', { body, idempotencyKey })).data;
    },
  };
}
