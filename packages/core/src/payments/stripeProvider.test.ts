import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCardProvider } from './provider.ts';
import { createStripeProvider, type StripeLike } from './stripeProvider.ts';
import type { CheckoutPreparation } from './types.ts';

const preparation: CheckoutPreparation = {
  provider: 'stripe',
  sessionKey: 'pk_test_123',
  sessionKeyExpiresAt: null,
  cardFieldsUrl: null,
  terms: null,
  total: { formatted: '£1.00', value: 100, currency: 'GBP' },
  balance: { formatted: '£1.00', value: 100, currency: 'GBP' },
  paidBookingDisabled: false,
};

/** A hand-written stand-in for Stripe.js: records calls, answers like Stripe does. */
function fakeStripe(overrides: Partial<StripeLike> = {}) {
  const card = { mount: vi.fn(), destroy: vi.fn() };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_1' } })),
    confirmCardSetup: vi.fn(async () => ({ setupIntent: { id: 'seti_1' } })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { id: 'pi_1' } })),
    ...overrides,
  };
  return { stripe, card };
}

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('Stripe card provider', () => {
  it('PAY-034 PAY-035 loads Stripe.js (an injected window.Stripe), mounts the card element and gives a payment_method_id', async () => {
    const { stripe, card } = fakeStripe();
    const StripeConstructor = Object.assign(
      vi.fn((_key: string) => stripe),
      { version: 'endive' },
    );
    (window as { Stripe?: unknown }).Stripe = StripeConstructor;
    const provider = await loadCardProvider(preparation, { apiBase: '' });
    const container = document.createElement('div');
    await provider.mountCardFields(container);
    expect(StripeConstructor.mock.calls[0]?.[0]).toBe('pk_test_123');
    expect(card.mount).toHaveBeenCalledWith(container);
    await expect(provider.tokenise({ cardholderName: 'Alex Morgan' })).resolves.toEqual({
      kind: 'payment_method',
      paymentMethodId: 'pm_1',
      setupIntentId: null,
    });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Alex Morgan' },
    });
  });

  it('PAY-035 confirms a SetupIntent when prepare gave one, and sends its id', async () => {
    const { stripe } = fakeStripe();
    const provider = createStripeProvider(
      { ...preparation, setupIntentClientSecret: 'seti_secret' },
      { apiBase: '', loadStripe: async () => stripe },
    );
    await provider.mountCardFields(document.createElement('div'));
    await expect(provider.tokenise({ cardholderName: 'A' })).resolves.toEqual({
      kind: 'payment_method',
      paymentMethodId: 'pm_1',
      setupIntentId: 'seti_1',
    });
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_secret', { payment_method: 'pm_1' });
  });

  it('PAY-005 hands the 3-D Secure challenge to Stripe and returns the intent id', async () => {
    const { stripe } = fakeStripe();
    const provider = createStripeProvider(preparation, { apiBase: '', loadStripe: async () => stripe });
    await provider.mountCardFields(document.createElement('div'));
    await expect(
      provider.runChallenge(document.createElement('div'), {
        transactionUuid: 't',
        scaUrl: null,
        scaData: { client_secret: 'pi_secret' },
      }),
    ).resolves.toBe('pi_1');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_secret' });
  });

  it('PAY-025 passes Stripe’s card error message on', async () => {
    const { stripe } = fakeStripe({
      createPaymentMethod: vi.fn(async () => ({ error: { message: 'Your card number is incomplete.' } })),
    });
    const provider = createStripeProvider(preparation, { apiBase: '', loadStripe: async () => stripe });
    await provider.mountCardFields(document.createElement('div'));
    await expect(provider.tokenise({ cardholderName: 'A' })).rejects.toThrow('Your card number is incomplete.');
  });

  it('PAY-034 says card payments are unavailable when Stripe.js cannot load', async () => {
    const failing = createStripeProvider(preparation, {
      apiBase: '',
      loadStripe: () => Promise.reject(new Error('Failed to load Stripe.js')),
    });
    await expect(failing.mountCardFields(document.createElement('div'))).rejects.toMatchObject({
      name: 'PaymentFlowError',
      message: 'Card payments are unavailable right now. Please try again later.',
    });
    const nothing = createStripeProvider(preparation, { apiBase: '', loadStripe: async () => null });
    await expect(nothing.mountCardFields(document.createElement('div'))).rejects.toThrow(
      'Card payments are unavailable',
    );
  });

  it('MSG-018 an unknown provider is not supported', async () => {
    // The contract allows sandbox or stripe; a newer server could still name another provider.
    await expect(loadCardProvider({ ...preparation, provider: 'paypal' as 'stripe' }, { apiBase: '' })).rejects.toThrow(
      'Payment provider is not supported',
    );
  });
});
