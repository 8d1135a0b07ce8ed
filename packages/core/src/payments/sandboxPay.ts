import { PaymentFlowError } from './failures.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { joinAsSentences } from './payFailures.ts';
import type { ScaChallenge } from './provider.ts';
import { buildFrameUrl, createFrame, type SandboxFrames } from './sandboxProvider.ts';
import type { CardToken } from './types.ts';

// The sandbox provider's part after Pay: asking the card fields for a card identifier, and the 3-D Secure
// challenge with its answer. sandboxProvider.ts loads this when a person heads for Pay or presses it, so the
// checkout's first screen carries only the code that shows the fields. Every answer is accepted only from
// the frame we created and only when `event.origin` equals the provider's origin exactly.

const TOKENISE_TIMEOUT_MS = 30_000;
const CHALLENGE_TIMEOUT_MS = 15 * 60_000;

interface FrameMessageWait<T> {
  frame: HTMLIFrameElement;
  origin: string;
  timeoutMs: number;
  /** Returns the result for a matching message, undefined to keep waiting; may throw to reject. */
  accept: (data: Record<string, unknown>) => T | undefined;
}

function waitForFrameMessage<T>(
  { frame, origin, timeoutMs, accept }: FrameMessageWait<T>,
  cleanups: Set<() => void>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      cleanups.delete(stop);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      try {
        const result = accept(data as Record<string, unknown>);
        if (result === undefined) return;
        stop();
        resolve(result);
      } catch (error) {
        stop();
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new PaymentFlowError(PAYMENT_MESSAGES.authorizationFailed));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    cleanups.add(stop);
  });
}

function cardErrorsMessage(errors: unknown): string {
  if (!Array.isArray(errors)) return PAYMENT_MESSAGES.authorizationFailed;
  const messages = errors
    .map((e) => (typeof e === 'object' && e !== null ? (e as Record<string, unknown>).clientMessage : null))
    .filter((m): m is string => typeof m === 'string');
  return joinAsSentences(messages) || PAYMENT_MESSAGES.authorizationFailed;
}

/** Posts the tokenise request to the card fields (once loaded) and resolves with their card identifier. */
export async function tokenise(
  { origin, fields: frame, fieldsLoaded, cleanups }: SandboxFrames,
  { cardholderName }: { cardholderName: string },
): Promise<CardToken> {
  if (!frame?.contentWindow) throw new PaymentFlowError(PAYMENT_MESSAGES.authorizationFailed);
  await fieldsLoaded;
  const answer = waitForFrameMessage(
    {
      frame,
      origin,
      timeoutMs: TOKENISE_TIMEOUT_MS,
      accept: (data) => {
        if (data.type === 'opayo:card-identifier' && typeof data.cardIdentifier === 'string') {
          return { kind: 'card_identifier', cardIdentifier: data.cardIdentifier } satisfies CardToken;
        }
        if (data.type === 'opayo:error') throw new PaymentFlowError(cardErrorsMessage(data.errors));
        return undefined;
      },
    },
    cleanups,
  );
  frame.contentWindow?.postMessage({ type: 'opayo:tokenise', cardholderName }, origin);
  return answer;
}

/** Shows the challenge's frame in `container` and resolves with its result (cres) for this transaction. */
export async function runChallenge(
  frames: SandboxFrames,
  container: HTMLElement,
  challenge: ScaChallenge,
): Promise<string> {
  if (!challenge.scaUrl) throw new PaymentFlowError(PAYMENT_MESSAGES.scaFailed);
  const url = buildFrameUrl(challenge.scaUrl, frames.apiBase, { parent_origin: frames.parentOrigin });
  frames.challenge?.remove();
  const frame = createFrame(url, '3-D Secure verification', 420);
  const result = waitForFrameMessage(
    {
      frame,
      origin: url.origin,
      timeoutMs: CHALLENGE_TIMEOUT_MS,
      accept: (data) =>
        data.type === 'opayo:challenge-result' &&
        data.transaction_uuid === challenge.transactionUuid &&
        typeof data.cres === 'string'
          ? data.cres
          : undefined,
    },
    frames.cleanups,
  );
  container.replaceChildren(frame);
  frames.challenge = frame;
  try {
    return await result;
  } finally {
    frame.remove();
    if (frames.challenge === frame) frames.challenge = null;
  }
}
