import type { CardProvider, ProviderOptions } from './provider.ts';
import type { CheckoutPreparation } from './types.ts';

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

/** A frame of the provider's, sized through the CSSOM, which a strict style-src CSP allows (a style attribute: no). */
export function createFrame(url: URL, title: string, height: number): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = title;
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = `${height}px`;
  return frame;
}

/** What the sandbox provider's messages after Pay (sandboxPay.ts) work with: its frames and listeners. */
export interface SandboxFrames {
  /** The card fields' origin (the provider's), the only one whose answers count. */
  origin: string;
  parentOrigin: string;
  apiBase: string;
  fields: HTMLIFrameElement | null;
  /** Settles once the card fields' frame has loaded. */
  fieldsLoaded: Promise<void>;
  challenge: HTMLIFrameElement | null;
  cleanups: Set<() => void>;
}

// The first screen shows the fields: this module sits with the checkout's screen. Tokenising and the 3-D
// Secure challenge are sandboxPay.ts's, loaded when a person heads for Pay or presses it.
const afterPay = () => import('./sandboxPay.ts');

export function createSandboxProvider(preparation: CheckoutPreparation, options: ProviderOptions): CardProvider {
  const parentOrigin = options.parentOrigin ?? window.location.origin;
  const fieldsUrl = buildFrameUrl(preparation.cardFieldsUrl ?? DEFAULT_CARD_FIELDS_PATH, options.apiBase, {
    merchant_session_key: preparation.sessionKey,
    parent_origin: parentOrigin,
  });
  const frames: SandboxFrames = {
    origin: fieldsUrl.origin,
    parentOrigin,
    apiBase: options.apiBase,
    fields: null,
    fieldsLoaded: Promise.resolve(),
    challenge: null,
    cleanups: new Set(),
  };
  const { cleanups } = frames;

  return {
    kind: 'sandbox',

    async mountCardFields(container) {
      frames.fields?.remove();
      const frame = createFrame(fieldsUrl, 'Card details', CARD_FIELDS_HEIGHT);
      // The fields keep 5 px of padding for their focus rings: the frame reaches as far past its box on each
      // side, so the fields line up with ours.
      frame.style.width = 'calc(100% + 10px)';
      frame.style.margin = '-5px -5px 0';
      frames.fieldsLoaded = new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
      // The fields say how tall they are (field errors add lines), so the box neither clips nor gapes.
      const onResize = (event: MessageEvent) => {
        if (event.origin !== frames.origin || event.source !== frame.contentWindow) return;
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
      frames.fields = frame;
    },

    warmUp() {
      afterPay().catch(() => {});
    },

    async tokenise(input) {
      // The fields as they are at the press, even if they are mounted again while the messages load.
      const atPress = { ...frames };
      return (await afterPay()).tokenise(atPress, input);
    },

    runChallenge: async (container, challenge) => (await afterPay()).runChallenge(frames, container, challenge),

    destroy() {
      for (const stop of [...cleanups]) stop();
      frames.fields?.remove();
      frames.challenge?.remove();
      frames.fields = null;
      frames.challenge = null;
    },
  };
}
