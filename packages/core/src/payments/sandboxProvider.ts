import { PAYMENT_MESSAGES } from './messages.ts';
import { PaymentFlowError } from './failures.ts';
import type { CardProvider, ProviderOptions, ScaChallenge } from './provider.ts';
import type { CardToken, CheckoutPreparation } from './types.ts';

// Provider 1 (Opayo Pi protocol) as the embedded default's sandbox serves it; see docs/CONVENTIONS.md.
// Every postMessage names its exact target origin, and every answer is accepted only from the frame we
// created and only when `event.origin` equals the provider's origin exactly.

const DEFAULT_CARD_FIELDS_PATH = '/sandbox/opayo/card-fields';

/** Resolves a provider URL against the API base and adds the query parameters the frame needs. */
export function buildFrameUrl(path: string, apiBase: string, params: Record<string, string>): URL {
  const base = new URL(apiBase || '/', globalThis.location?.href ?? 'http://localhost/');
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(params)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url;
}

/** The card fields' height before they report their own: their usual height without errors. */
const CARD_FIELDS_HEIGHT = 200;

function createFrame(url: URL, title: string, height: number): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = title;
  // Set through the CSSOM, which a strict style-src CSP allows (a style attribute would not be).
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = `${height}px`;
  return frame;
}

export function createSandboxProvider(preparation: CheckoutPreparation, options: ProviderOptions): CardProvider {
  const parentOrigin = options.parentOrigin ?? window.location.origin;
  const fieldsUrl = buildFrameUrl(preparation.cardFieldsUrl ?? DEFAULT_CARD_FIELDS_PATH, options.apiBase, {
    merchant_session_key: preparation.sessionKey,
    parent_origin: parentOrigin,
  });
  const providerOrigin = fieldsUrl.origin;
  const cleanups = new Set<() => void>();
  let fieldsFrame: HTMLIFrameElement | null = null;
  let fieldsLoaded: Promise<void> = Promise.resolve();
  let challengeFrame: HTMLIFrameElement | null = null;

  return {
    kind: 'sandbox',

    async mountCardFields(container) {
      fieldsFrame?.remove();
      const frame = createFrame(fieldsUrl, 'Card details', CARD_FIELDS_HEIGHT);
      fieldsLoaded = new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
      // The fields say how tall they are (field errors add lines), so the box neither clips nor gapes.
      const onResize = (event: MessageEvent) => {
        if (event.origin !== providerOrigin || event.source !== frame.contentWindow) return;
        const data = event.data as { type?: unknown; height?: unknown } | null;
        if (data?.type !== 'opayo:resize' || typeof data.height !== 'number' || !Number.isFinite(data.height)) return;
        frame.style.height = `${Math.min(Math.max(Math.ceil(data.height), 120), 600)}px`;
      };
      window.addEventListener('message', onResize);
      const stopResizing = () => {
        window.removeEventListener('message', onResize);
        cleanups.delete(stopResizing);
      };
      cleanups.add(stopResizing);
      container.replaceChildren(frame);
      fieldsFrame = frame;
    },

    warmUp() {
      import('./sandboxPay.ts').catch(() => {});
    },

    async tokenise({ cardholderName }): Promise<CardToken> {
      const frame = fieldsFrame;
      if (!frame?.contentWindow) throw new PaymentFlowError(PAYMENT_MESSAGES.authorizationFailed);
      // The messages after Pay load with the first press (sandboxPay.ts), while the fields finish loading.
      const [{ askForCardIdentifier }] = await Promise.all([import('./sandboxPay.ts'), fieldsLoaded]);
      return askForCardIdentifier({ frame, origin: providerOrigin, cardholderName }, cleanups);
    },

    async runChallenge(container, challenge: ScaChallenge) {
      if (!challenge.scaUrl) throw new PaymentFlowError(PAYMENT_MESSAGES.scaFailed);
      const { waitForChallengeResult } = await import('./sandboxPay.ts');
      const url = buildFrameUrl(challenge.scaUrl, options.apiBase, { parent_origin: parentOrigin });
      challengeFrame?.remove();
      const frame = createFrame(url, '3-D Secure verification', 420);
      const result = waitForChallengeResult({ frame, origin: url.origin, challenge }, cleanups);
      container.replaceChildren(frame);
      challengeFrame = frame;
      try {
        return await result;
      } finally {
        frame.remove();
        if (challengeFrame === frame) challengeFrame = null;
      }
    },

    destroy() {
      for (const stop of [...cleanups]) stop();
      fieldsFrame?.remove();
      challengeFrame?.remove();
      fieldsFrame = null;
      challengeFrame = null;
    },
  };
}
