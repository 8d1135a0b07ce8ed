import { ensureSlicesIn, getSessionStore, type SessionState, type SliceDef } from '@venue/core/runtime';
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

/**
 * Creates the lazy slices (cart, payments, ...) a component or hook reads, in the page's store, before its
 * first selector runs: called first in each one that reads them, so a slice's code loads with the views
 * that use it (page-store.ts). A slice is created once; a new one holds what readers of an absent one
 * assume (core's selectors.ts), so the store's other subscribers have nothing to re-render.
 */
export function useSlices(...slices: SliceDef[]): void {
  ensureSlicesIn(getSessionStore(), ...slices);
}
