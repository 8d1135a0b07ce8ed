import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFrameUrl, createSandboxProvider } from './sandboxProvider.ts';
import { sandboxPreparation } from '../../../../test/fixtures/checkout.ts';

const API = 'http://localhost:4300';
const PAGE = 'http://127.0.0.1:5555';
const preparation = sandboxPreparation(100);

function post(frame: HTMLIFrameElement, origin: string, data: unknown, source: unknown = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { origin, data, source: source as Window }));
}

async function mounted() {
  const provider = createSandboxProvider(preparation, { apiBase: API, parentOrigin: PAGE });
  const container = document.createElement('div');
  document.body.append(container);
  await provider.mountCardFields(container);
  const frame = container.querySelector('iframe')!;
  // happy-dom gives cross-origin frames no window; stand one in that records what we post to it.
  const postMessage = vi.fn();
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
  frame.dispatchEvent(new Event('load'));
  return { provider, container, frame, postMessage };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('sandbox card provider (Opayo Pi protocol)', () => {
  it('PAY-034 mounts the card fields page in an iframe with the session key and our origin', async () => {
    const { frame } = await mounted();
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${API}/sandbox/opayo/card-fields`);
    expect(url.searchParams.get('merchant_session_key')).toBe('msk-1');
    expect(url.searchParams.get('parent_origin')).toBe(PAGE);
    expect(frame.title).toBe('Card details');
  });

  it('PAY-034 tokenises by posting to the exact provider origin and resolves with the card identifier', async () => {
    const { provider, frame, postMessage } = await mounted();
    const token = provider.tokenise({ cardholderName: 'Alex Morgan' });
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'opayo:tokenise', cardholderName: 'Alex Morgan' }, API),
    );
    post(frame, API, { type: 'opayo:card-identifier', cardIdentifier: 'card-123' });
    await expect(token).resolves.toEqual({ kind: 'card_identifier', cardIdentifier: 'card-123' });
  });

  it('PAY-034 ignores answers from any other origin or any other window', async () => {
    const { provider, frame, postMessage } = await mounted();
    const token = provider.tokenise({ cardholderName: 'A' });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    post(frame, 'http://evil.example', { type: 'opayo:card-identifier', cardIdentifier: 'forged' });
    post(frame, 'http://localhost:43000', { type: 'opayo:card-identifier', cardIdentifier: 'forged-prefix' });
    post(frame, API, { type: 'opayo:card-identifier', cardIdentifier: 'forged-window' }, window);
    post(frame, API, { type: 'opayo:card-identifier', cardIdentifier: 'real' });
    await expect(token).resolves.toEqual({ kind: 'card_identifier', cardIdentifier: 'real' });
  });

  it('sizes the card fields to the height they report, only from their own window and within bounds', async () => {
    const { frame } = await mounted();
    expect(frame.style.height).toBe('200px');
    // Room for the fields' focus rings past the box, so they line up with the page's own fields.
    expect([frame.style.width, frame.style.margin]).toEqual(['calc(100% + 10px)', '-5px -5px 0px']);
    post(frame, API, { type: 'opayo:resize', height: 187.4 });
    expect(frame.style.height).toBe('188px');
    post(frame, 'http://evil.example', { type: 'opayo:resize', height: 20 });
    post(frame, API, { type: 'opayo:resize', height: 20 }, window);
    post(frame, API, { type: 'opayo:resize', height: '20' });
    expect(frame.style.height).toBe('188px');
    post(frame, API, { type: 'opayo:resize', height: 100_000 });
    expect(frame.style.height).toBe('600px');
  });

  it('PAY-025 rejects with the card fields’ client messages', async () => {
    const { provider, frame, postMessage } = await mounted();
    const token = provider.tokenise({ cardholderName: 'A' });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    post(frame, API, {
      type: 'opayo:error',
      errors: [{ property: 'cardDetails.cardNumber', clientMessage: 'The card number is invalid.' }],
    });
    await expect(token).rejects.toThrow('The card number is invalid.');
  });

  it('joins several fields’ messages as sentences, where the provider gives them without full stops', async () => {
    const { provider, frame, postMessage } = await mounted();
    const token = provider.tokenise({ cardholderName: 'A' });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    post(frame, API, {
      type: 'opayo:error',
      errors: [
        { property: 'cardDetails.cardNumber', clientMessage: 'Invalid card number' },
        { property: 'cardDetails.securityCode', clientMessage: 'The security code must be 3 digits ' },
        { property: 'cardDetails.expiryDate', clientMessage: '' },
      ],
    });
    await expect(token).rejects.toThrow(/^Invalid card number\. The security code must be 3 digits\.$/);
  });

  it('PAY-005 runs the challenge in an iframe and resolves with the cres of this transaction only', async () => {
    const provider = createSandboxProvider(preparation, { apiBase: API, parentOrigin: PAGE });
    const container = document.createElement('div');
    const result = provider.runChallenge(container, {
      transactionUuid: 'tx-1',
      scaUrl: '/sandbox/opayo/challenge/tx-1?parent_origin=' + encodeURIComponent(PAGE),
      scaData: null,
    });
    // The challenge's messages load with the first Pay (sandboxPay.ts), so the frame comes a moment later.
    const frame = await vi.waitFor(() => {
      const shown = container.querySelector('iframe');
      if (!shown) throw new Error('no challenge frame yet');
      return shown;
    });
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() } });
    expect(frame.title).toBe('3-D Secure verification');
    expect([frame.style.width, frame.style.margin]).toEqual(['100%', '']);
    expect(new URL(frame.src).searchParams.get('parent_origin')).toBe(PAGE);
    post(frame, API, { type: 'opayo:challenge-result', transaction_uuid: 'tx-other', cres: 'wrong' });
    post(frame, API, { type: 'opayo:challenge-result', transaction_uuid: 'tx-1', cres: 'cres-Y' });
    await expect(result).resolves.toBe('cres-Y');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('builds frame URLs against the API base, keeping an absolute URL as given', () => {
    expect(buildFrameUrl('http://localhost:4300/x?a=1', '', { a: '2', b: '3' }).href).toBe(
      'http://localhost:4300/x?a=1&b=3',
    );
    expect(buildFrameUrl('/sandbox/x', 'http://api.test:81/api', {}).href).toBe('http://api.test:81/sandbox/x');
  });
});
