import { PAYMENT_MESSAGES } from './messages.ts';
import { PaymentFlowError } from './failures.ts';
import { createSandboxProvider } from './sandboxProvider.ts';
import type { CardToken, CheckoutPreparation, PaymentProviderKind } from './types.ts';

/** What the 3-D Secure step needs from the authorise answer. */
export interface ScaChallenge {
  transactionUuid: string;
  scaUrl: string | null;
  scaData: unknown;
}

/**
 * A card payment provider. Card numbers never reach our code: the provider shows its own fields in
 * its own frame (PCI SAQ A) and hands back an identifier for the card.
 */
export interface CardProvider {
  readonly kind: PaymentProviderKind;
  /** Shows the provider's card fields in `container`. Rejects with ProviderUnavailableError
   * (providerUnavailable.ts) when it cannot load. */
  mountCardFields(container: HTMLElement): Promise<void>;
  /** Asks the provider's fields for an identifier of the card typed in them. */
  tokenise(input: { cardholderName: string }): Promise<CardToken>;
  /** Runs the 3-D Secure challenge (in `container` when the provider uses a frame); resolves with the result to send to
   * SCA completion. */
  runChallenge(container: HTMLElement, challenge: ScaChallenge): Promise<string>;
  /** Removes frames and listeners. */
  destroy(): void;
  /** Starts loading what tokenising and the challenge need, when a person is about to press Pay. */
  warmUp?(): void;
}

export interface ProviderOptions {
  /** Where the API is served (the sandbox card fields are resolved against it). */
  apiBase: string;
  /** The page's origin, sent to the sandbox frames so they answer only to us. Defaults to location.origin. */
  parentOrigin?: string;
  /** Stripe only: loads Stripe.js; injectable so tests and CSP-restricted pages can supply their own. */
  loadStripe?: (publishableKey: string) => Promise<import('./stripeProvider.ts').StripeLike | null>;
}

export function isSupportedProvider(kind: string): kind is PaymentProviderKind {
  return kind === 'sandbox' || kind === 'stripe';
}

/**
 * Loads the provider named by prepare. Stripe's code (with Stripe.js) is imported only when a checkout needs
 * it. The sandbox's (the Opayo protocol, the embedded default) is only what shows its fields, so it sits with
 * the checkout's screen: a file of its own cost the signed-in checkout 0.26 KB more than its code (2026-11-29);
 * its part after Pay loads apart (sandboxPay.ts).
 */
export async function loadCardProvider(
  preparation: CheckoutPreparation,
  options: ProviderOptions,
): Promise<CardProvider> {
  const kind = preparation.provider;
  if (!isSupportedProvider(kind)) throw new PaymentFlowError(PAYMENT_MESSAGES.providerNotSupported);
  switch (kind) {
    case 'sandbox':
      return createSandboxProvider(preparation, options);
    case 'stripe': {
      const { createStripeProvider } = await import('./stripeProvider.ts');
      return createStripeProvider(preparation, options);
    }
    default:
      return kind satisfies never;
  }
}
