import { PAYMENT_MESSAGES } from './messages.ts';
import { PaymentFlowError } from './failures.ts';

// A module of its own: only a provider that loads a script of its own raises it (stripeProvider.ts), so the
// checkout's first screen, which loads provider.ts, does not carry it.

/** The provider's script could not be loaded (for example Stripe.js blocked or offline). */
export class ProviderUnavailableError extends PaymentFlowError {
  constructor(cause?: unknown) {
    super(PAYMENT_MESSAGES.cardPaymentsUnavailable, { cause });
  }
}
