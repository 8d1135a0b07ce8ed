import {
  getApi,
  loadCardProvider,
  PAYMENT_MESSAGES,
  PaymentFlowError,
  type CardProvider,
  type CheckoutPreparation,
} from '@venue/core';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How the checkout gets its card provider; stories and tests may pass their own. */
export type CardProviderLoader = (preparation: CheckoutPreparation) => Promise<CardProvider>;

const defaultLoader: CardProviderLoader = (preparation) =>
  loadCardProvider(preparation, { apiBase: getApi().config.apiBase });

export type CardFieldsState = { status: 'idle' | 'loading' | 'ready' } | { status: 'unavailable'; message: string };

/**
 * Loads the provider prepare named (its code arrives only now) and mounts its card fields into the
 * container; mounts again for each new session key.
 */
export function useCardProvider(
  preparation: CheckoutPreparation | null,
  wanted: boolean,
  container: RefObject<HTMLDivElement | null>,
  loader: CardProviderLoader = defaultLoader,
) {
  const [fields, setFields] = useState<CardFieldsState>({ status: 'idle' });
  const provider = useRef<CardProvider | null>(null);
  const sessionKey = preparation?.sessionKey ?? null;

  useEffect(() => {
    if (!preparation || !wanted || !container.current) return;
    let live = true;
    const target = container.current;
    setFields({ status: 'loading' });
    (async () => {
      try {
        const loaded = await loader(preparation);
        if (!live) return loaded.destroy();
        await loaded.mountCardFields(target);
        provider.current = loaded;
        if (live) setFields({ status: 'ready' });
      } catch (error) {
        if (live)
          setFields({
            status: 'unavailable',
            message: error instanceof PaymentFlowError ? error.message : PAYMENT_MESSAGES.cardPaymentsUnavailable,
          });
      }
    })();
    return () => {
      live = false;
      provider.current?.destroy();
      provider.current = null;
    };
    // A new session key means new card fields; other preparation changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionKey, wanted]);

  return { fields, provider };
}
