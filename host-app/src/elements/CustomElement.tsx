import { createElement, useCallback, useEffect, useState } from 'react';
import { ensureElement } from './elementModules.ts';

export type ElementState = 'loading' | 'defined' | 'missing' | 'failed';

/** Loads the element's code on first use; `retry` loads it again after a failed or timed-out chunk. */
export function useElementState(tag: string): { state: ElementState; retry(): void } {
  const [state, setState] = useState<ElementState>(() => (customElements.get(tag) ? 'defined' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    ensureElement(tag).then(
      (ok) => live && setState(ok ? 'defined' : 'missing'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [tag, attempt]);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

/**
 * Renders a custom element by tag name. React 19 sets string values as attributes (kebab-case names,
 * as the elements expect).
 */
export function CustomElement({
  tag,
  attributes = {},
}: {
  tag: string;
  attributes?: Record<string, string | undefined>;
}) {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) props[name] = value;
  return createElement(tag, props);
}
