import { getSessionStore, type SessionState } from '@venue/core/runtime';
import { useCallback, useRef, useSyncExternalStore } from 'react';

export type { SessionState };

/**
 * Reads a slice of the page-wide session store; re-renders only when the selected value changes.
 * One `useSyncExternalStore` over core's store, as zustand's own React binding does.
 * Pass `isEqual` (e.g. a shallow compare) when the selector builds a new object each time.
 */
export function useSession<T>(selector: (state: SessionState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = getSessionStore();
  const last = useRef<{ state: SessionState; selector: unknown; value: T } | null>(null);
  const getSnapshot = useCallback((): T => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    // Keep the old reference when equal, so React sees no change and does not loop or re-render.
    if (previous && isEqual(previous.value, value)) {
      last.current = { state, selector, value: previous.value };
      return previous.value;
    }
    last.current = { state, selector, value };
    return value;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
