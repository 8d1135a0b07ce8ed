import { PAYMENT_MESSAGES } from './messages.ts';
import { PaymentFlowError } from './failures.ts';
import type { CardProvider, ProviderOptions } from './provider.ts';
import { ProviderUnavailableError } from './providerUnavailable.ts';
import type { CardToken, CheckoutPreparation } from './types.ts';

// Provider 2: Stripe through @stripe/stripe-js. The card element is Stripe's own iframe; we get a
// payment_method_id (and a setup_intent_id when the card is saved), which authorise/complete accept
// in place of a card identifier (flows §7).

interface StripeError {
  message?: string;
}

/** The part of a Stripe card element we use. */
export interface StripeCardElementLike {
  mount(domElement: HTMLElement): void;
  destroy(): void;
}

/** The part of Stripe.js we use; typed narrowly so tests can inject a small fake `window.Stripe`. */
export interface StripeLike {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElementLike };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElementLike;
    billing_details?: { name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: string },
  ): Promise<{ setupIntent?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { id: string };
    setupIntent?: { id: string };
    error?: StripeError;
  }>;
}

async function loadStripeJs(publishableKey: string): Promise<StripeLike | null> {
  // The pure entry adds Stripe's script tag only when called (it reuses window.Stripe when present).
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as unknown as StripeLike | null;
}

function readClientSecret(scaData: unknown): string | null {
  if (typeof scaData === 'string') return scaData;
  if (typeof scaData !== 'object' || scaData === null) return null;
  const data = scaData as Record<string, unknown>;
  const secret = data.clientSecret ?? data.client_secret;
  return typeof secret === 'string' ? secret : null;
}

export function createStripeProvider(preparation: CheckoutPreparation, options: ProviderOptions): CardProvider {
  const publishableKey = preparation.publishableKey ?? preparation.sessionKey;
  const load = options.loadStripe ?? loadStripeJs;
  let stripe: StripeLike | null = null;
  let card: StripeCardElementLike | null = null;

  return {
    kind: 'stripe',

    async mountCardFields(container) {
      try {
        stripe ??= await load(publishableKey);
      } catch (error) {
        throw new ProviderUnavailableError(error);
      }
      if (!stripe) throw new ProviderUnavailableError();
      card?.destroy();
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(container);
    },

    async tokenise({ cardholderName }): Promise<CardToken> {
      if (!stripe || !card) throw new ProviderUnavailableError();
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: cardholderName },
      });
      if (created.error || !created.paymentMethod) {
        throw new PaymentFlowError(created.error?.message || PAYMENT_MESSAGES.authorizationFailed);
      }
      const paymentMethodId = created.paymentMethod.id;
      let setupIntentId: string | null = null;
      if (preparation.setupIntentClientSecret) {
        const setup = await stripe.confirmCardSetup(preparation.setupIntentClientSecret, {
          payment_method: paymentMethodId,
        });
        if (setup.error || !setup.setupIntent) {
          throw new PaymentFlowError(setup.error?.message || PAYMENT_MESSAGES.authorizationFailed);
        }
        setupIntentId = setup.setupIntent.id;
      }
      return { kind: 'payment_method', paymentMethodId, setupIntentId };
    },

    async runChallenge(_container, challenge) {
      // Stripe shows its own 3-D Secure modal; the container is not needed.
      const clientSecret = readClientSecret(challenge.scaData);
      if (!stripe || !clientSecret) throw new PaymentFlowError(PAYMENT_MESSAGES.scaFailed);
      const result = await stripe.handleNextAction({ clientSecret });
      const intent = result.paymentIntent ?? result.setupIntent;
      if (result.error || !intent) throw new PaymentFlowError(result.error?.message || PAYMENT_MESSAGES.scaFailed);
      return intent.id;
    },

    destroy() {
      card?.destroy();
      card = null;
    },
  };
}
