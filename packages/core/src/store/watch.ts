import type { StoreApi } from 'zustand/vanilla';

/**
 * Calls onChange when the selected value changes (Object.is by default), for code outside React:
 * the element layer re-dispatching events, a bundle mirroring the basket count into an attribute.
 * Returns the unsubscribe function.
 */
export function watch<S, T>(store: StoreApi<S>, selector: (state: S) => T, onChange: (next: T, previous: T) => void, equals: (a: T, b: T) => boolean = Object.is): () => void {
  let current = selector(store.getState());
  return store.subscribe((state) => {
    const next = selector(state);
    if (equals(next, current)) return;
    const previous = current;
    current = next;
    onChange(next, previous);
  });
}
