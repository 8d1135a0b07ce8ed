import { createContext, useCallback, useContext } from 'react';

/**
 * The custom element that hosts a view. Views use it to tell the host page what happened
 * (events leave the shadow root only from the host, composed and bubbling).
 * `null` when the view is rendered as a plain React component (host app, Storybook).
 */
export const HostElementContext = createContext<HTMLElement | null>(null);

export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}

/** Every event an element raises is prefixed, so host pages can listen for one namespace. */
export const EVENT_PREFIX = 'venue:';

/** Builds the DOM event every `venue:*` notification uses: bubbles out of shadow roots to the page. */
export function createVenueEvent<D>(name: string, detail?: D): CustomEvent<D | undefined> {
  const type = name.startsWith(EVENT_PREFIX) ? name : `${EVENT_PREFIX}${name}`;
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}

export type EmitVenueEvent = <D>(name: string, detail?: D) => void;

/**
 * `emit('basket-change', detail)` dispatches `venue:basket-change` from the host element.
 * Without a host (plain React rendering) it dispatches on `document`, so listeners still hear it.
 */
export function useVenueEvents(): { emit: EmitVenueEvent } {
  const host = useHostElement();
  const emit = useCallback<EmitVenueEvent>(
    (name, detail) => {
      const target: EventTarget | undefined = host ?? (typeof document !== 'undefined' ? document : undefined);
      target?.dispatchEvent(createVenueEvent(name, detail));
    },
    [host],
  );
  return { emit };
}
