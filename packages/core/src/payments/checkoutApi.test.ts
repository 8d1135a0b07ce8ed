import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { memoryCookieJar } from '../api/cookies.ts';
import { createCheckoutApi } from './checkoutApi.ts';
import { createPaymentController, type PayRequest } from './controller.ts';
import type { CardProvider } from './provider.ts';

function recordingFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      url: url.pathname + url.search,
      method: request.method,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    });
    const answer = answers[`${request.method} ${url.pathname}`] ?? { status: 404, body: { message: 'nope' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const client = (fetch: typeof globalThis.fetch) =>
  createApiClient({
    apiBase: 'http://api.test',
    clientDomain: 'riverside-leisure',
    fetch,
    cookies: memoryCookieJar(),
    notify: () => {},
    retryDelay: 0,
  });

describe('checkout calls', () => {
  it('API-043 PAY-036 authorise posts the wire body with an Idempotency-Key and reads the transaction', async () => {
    const { fetch, calls } = recordingFetch({
      'POST /api/checkout/authorise': {
        status: 200,
        body: {
          data: {
            transaction_uuid: 't-1',
            transaction_status: 'sca_required',
            sca_url: '/x',
            sca_data: null,
            message: null,
          },
          checksum: 'x',
        },
      },
    });
    const api = createCheckoutApi(client(fetch));
    const tx = await api.authorise(
      {
        cardIdentifier: 'c',
        cardHolderName: 'A',
        sessionKey: 'k',
        browserJavaEnabled: false,
        browserJavascriptEnabled: true,
        browserLanguage: 'en-GB',
        browserColorDepth: 24,
        browserScreenHeight: 1,
        browserScreenWidth: 1,
        browserTz: '0',
        browserUserAgent: 'ua',
        billingAddress1: '1 Road',
        billingCity: 'Town',
        billingPostcode: 'M1 1AA',
        billingCountry: 'GB',
        completedWaivers: [],
        payments: [{ tenderType: 'credit', creditType: 'general', amount: 500 }],
        source: 'activity-booking',
        terms: true,
        saveCard: false,
        savedCardId: null,
      },
      'key-1',
    );
    expect(tx).toEqual({
      transactionUuid: 't-1',
      transactionStatus: 'sca_required',
      scaUrl: '/x',
      scaData: null,
      message: null,
    });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0]!.body).toMatchObject({
      billing_address1: '1 Road',
      browser_java_enabled: false,
      card_identifier: 'c',
      payments: [{ tender_type: 'credit', credit_type: 'general', amount: 500 }],
    });
  });

  it('PAY-031 a 403 on prepare rejects with the server message and the paid_booking_disabled flag', async () => {
    const { fetch, calls } = recordingFetch({
      'GET /api/checkout/prepare': {
        status: 403,
        body: { message: 'Paid booking is disabled', paid_booking_disabled: true },
      },
    });
    const api = createCheckoutApi(client(fetch));
    await expect(api.prepare({ selectedUserId: 7 })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Paid booking is disabled',
      body: { paidBookingDisabled: true },
    });
    expect(calls[0]!.url).toBe('/api/checkout/prepare?selected_user_id=7');
  });

  it('API-045 SCA completion and FOH pay use their paths', async () => {
    const { fetch, calls } = recordingFetch({
      'POST /api/payment-providers/sca-completion/t-1': {
        status: 200,
        body: { data: { transaction_status: 'authorised', message: null } },
      },
      'POST /api/checkout/pay': { status: 200, body: { data: { complete_order_id: 12, order: { id: 12 } } } },
    });
    const api = createCheckoutApi(client(fetch));
    await expect(api.completeSca('t-1', 'cres')).resolves.toEqual({ transactionStatus: 'authorised', message: null });
    expect(calls[0]!.body).toEqual({ transaction_uuid: 't-1', sca_result: 'cres' });
    await expect(
      api.pay(
        {
          transactionUuid: 't-1',
          payments: [],
          completedWaivers: [],
          source: 'front-of-house',
          terms: true,
          selectedUserId: 3,
        },
        'k2',
      ),
    ).resolves.toEqual({ completeOrderId: 12, order: { id: 12 } });
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe('k2');
    expect(calls[1]!.body).toMatchObject({ transaction_uuid: 't-1', completed_waivers: [], selected_user_id: 3 });
  });
});

describe('the transaction of an authorise (flows §3)', () => {
  const preparationAnswer = {
    status: 200,
    body: {
      data: {
        provider: 'sandbox',
        session_key: 'msk-9',
        session_key_expires_at: null,
        card_fields_url: '/sandbox/opayo/card-fields',
        terms: null,
        total: { formatted: '£85.00', value: 8500, currency: 'GBP' },
        balance: { formatted: '£85.00', value: 8500, currency: 'GBP' },
        paid_booking_disabled: false,
      },
    },
  };
  const provider: CardProvider = {
    kind: 'sandbox',
    mountCardFields: async () => {},
    tokenise: async () => ({ kind: 'card_identifier', cardIdentifier: 'card-9' }),
    runChallenge: async () => 'cres',
    destroy: () => {},
  };
  const payRequest = (extra: Partial<PayRequest>): PayRequest => ({
    provider,
    cardholderName: 'Alex Morgan',
    amountDue: 8500,
    payments: [],
    terms: true,
    source: 'activity-booking',
    ...extra,
  });

  it('PAY-023 online: the answer on the wire becomes transactionUuid, transactionStatus, scaUrl, scaData, the session key, the saved card, the mode and the url', async () => {
    const { fetch, calls } = recordingFetch({
      'GET /api/checkout/prepare': preparationAnswer,
      'POST /api/checkout/authorise': {
        status: 200,
        body: {
          data: {
            transaction_uuid: 't-9',
            transaction_status: 'sca_required',
            sca_url: '/sandbox/opayo/challenge/t-9',
            sca_data: 'creq-9',
            message: null,
          },
        },
      },
    });
    const controller = createPaymentController({ api: createCheckoutApi(client(fetch)) });
    await controller.prepare();
    await controller.pay(payRequest({ saveCard: true }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/checkout/prepare',
      'POST /api/checkout/authorise',
    ]);
    expect(controller.getState().transaction).toEqual({
      transactionUuid: 't-9',
      transactionStatus: 'sca_required',
      scaUrl: '/sandbox/opayo/challenge/t-9',
      scaData: 'creq-9',
      message: null,
      sessionKey: 'msk-9',
      savedCard: { save: true, savedCardId: null },
      mode: 'online',
      url: '/api/checkout/complete',
    });
  });

  it('PAY-023 PAY-033 front of house with a saved card: the transaction says so, and its url is where it is completed', async () => {
    const { fetch, calls } = recordingFetch({
      'GET /api/checkout/prepare': preparationAnswer,
      'POST /api/checkout/authorise': {
        status: 200,
        body: {
          data: {
            transaction_uuid: 't-10',
            transaction_status: 'authorised',
            sca_url: null,
            sca_data: null,
            message: null,
          },
        },
      },
      'POST /api/checkout/pay': { status: 200, body: { data: { complete_order_id: 31, order: null } } },
    });
    const controller = createPaymentController({ api: createCheckoutApi(client(fetch)) });
    await controller.prepare(5);
    await controller.pay(payRequest({ selectedUserId: 5, savedCardId: 4 }));
    const transaction = controller.getState().transaction;
    expect(transaction).toEqual({
      transactionUuid: 't-10',
      transactionStatus: 'authorised',
      scaUrl: null,
      scaData: null,
      message: null,
      sessionKey: 'msk-9',
      savedCard: { save: false, savedCardId: 4 },
      mode: 'front-of-house',
      url: '/api/checkout/pay',
    });
    expect(calls.at(-1)!.url).toBe(transaction!.url);
    expect(calls.at(-1)!.body).toMatchObject({ transaction_uuid: 't-10', selected_user_id: 5 });
    expect(controller.getState().status).toBe('completed');
  });
});
