import { createFakeStripeClient, type StripeClient } from './stripeClient.ts';

/**
 * The Stripe client the checkout uses. No real Stripe adapter ships with the embedded default (this
 * machine has no route to Stripe); an operator's build calls setStripeClient at start-up, and tests
 * inject the fake. The client object holds no payment state: every transaction is in the database.
 */
let current: StripeClient | null = null;

export function setStripeClient(client: StripeClient | null): void {
  current = client;
}

export function getStripeClient(): StripeClient {
  current ??= createFakeStripeClient();
  return current;
}
