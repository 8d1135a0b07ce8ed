/**
 * Provider 2 (Stripe). The server talks to Stripe only through this interface, so tests run with
 * the fake below and production code can pass an adapter over Stripe's REST API. Amounts are
 * integer minor units, as Stripe's are.
 */
export type StripeIntentStatus =
  'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';

export interface StripePaymentIntent {
  id: string;
  status: StripeIntentStatus;
  amount: number;
  currency: string;
  /** Where the customer completes authentication when status is requires_action. */
  nextActionUrl: string | null;
  lastErrorMessage: string | null;
}

export interface StripeSetupIntent {
  id: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  paymentMethodId: string | null;
}

export interface StripeClient {
  createPaymentIntent(args: {
    amount: number;
    currency: string;
    paymentMethodId: string;
    customerReference: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<StripePaymentIntent>;
  retrievePaymentIntent(id: string): Promise<StripePaymentIntent>;
  retrieveSetupIntent(id: string): Promise<StripeSetupIntent>;
}

/**
 * An in-memory Stripe for tests and local runs, following Stripe's test payment methods:
 * pm_card_visa succeeds, pm_card_threeDSecureRequired needs action, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds decline. Honors idempotency keys like Stripe does.
 */
export function createFakeStripeClient(): StripeClient & {
  intents: Map<string, StripePaymentIntent>;
  calls: number;
  completeAction(id: string, ok: boolean): void;
} {
  const intents = new Map<string, StripePaymentIntent>();
  const byKey = new Map<string, string>();
  let seq = 0;
  const client = {
    intents,
    calls: 0,
    async createPaymentIntent(args: Parameters<StripeClient['createPaymentIntent']>[0]) {
      client.calls++;
      const existing = byKey.get(args.idempotencyKey);
      if (existing) return { ...intents.get(existing)! };
      const id = `pi_fake_${++seq}`;
      const declined: Record<string, string> = {
        pm_card_chargeDeclined: 'Your card was declined.',
        pm_card_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
      };
      const intent: StripePaymentIntent = {
        id,
        amount: args.amount,
        currency: args.currency,
        status: declined[args.paymentMethodId]
          ? 'requires_payment_method'
          : args.paymentMethodId === 'pm_card_threeDSecureRequired'
            ? 'requires_action'
            : 'succeeded',
        nextActionUrl:
          args.paymentMethodId === 'pm_card_threeDSecureRequired' ? `https://hooks.stripe.test/3ds/${id}` : null,
        lastErrorMessage: declined[args.paymentMethodId] ?? null,
      };
      intents.set(id, intent);
      byKey.set(args.idempotencyKey, id);
      return { ...intent };
    },
    async retrievePaymentIntent(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      return { ...intent };
    },
    async retrieveSetupIntent(id: string): Promise<StripeSetupIntent> {
      return id.startsWith('seti_')
        ? { id, status: 'succeeded', paymentMethodId: `pm_card_visa` }
        : { id, status: 'requires_payment_method', paymentMethodId: null };
    },
    completeAction(id: string, ok: boolean) {
      const intent = intents.get(id);
      if (intent)
        intents.set(id, {
          ...intent,
          status: ok ? 'succeeded' : 'requires_payment_method',
          nextActionUrl: null,
          lastErrorMessage: ok ? null : 'Authentication failed.',
        });
    },
  };
  return client;
}
