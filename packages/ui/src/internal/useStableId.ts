import { useState } from 'react';

let counter = 0;

/**
 * A per-instance id for aria wiring. A counter rather than React's useId: the views also run on
 * preact/compat, and ids only need to be unique within one shadow root.
 */
export function useStableId(prefix = 'venue'): string {
  const [id] = useState(() => `${prefix}-${++counter}`);
  return id;
}
