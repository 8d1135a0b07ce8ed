import { useRef, type ReactNode } from 'react';
import { t } from '@venue/core';
import { CustomElement, useElementState } from './CustomElement.tsx';
import { useShadowHeading } from './useShadowHeading.ts';

interface ElementRouteProps {
  /** The element that implements the route, e.g. `course-booking`. */
  tag: string;
  attributes?: Record<string, string | undefined>;
  /** The page's h1: the route's purpose (flows §2). */
  heading: string;
  /** Shown under the heading when the element does not exist (yet), so the page says what it is for. */
  purpose: ReactNode;
}

/**
 * A route rendered by its custom element when one is registered, else an honest page naming its purpose.
 * The route's h1 names the page: shown with "Loading…" under it until the element has drawn anything, then
 * for screen readers only; when the element renders an h1 of its own, the route's goes away in the same
 * task, so the page never has two.
 */
export function ElementRoute({ tag, attributes, heading, purpose }: ElementRouteProps) {
  const { state, retry } = useElementState(tag);
  const box = useRef<HTMLElement>(null);
  const routeHeading = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const { drawn, hasHeading } = useShadowHeading(box, routeHeading, status, tag, state === 'defined');
  const shown = state === 'defined' && drawn;
  return (
    <section ref={box} className="route" data-route-element={tag} data-element-state={state}>
      {!hasHeading && (
        <h1 ref={routeHeading} tabIndex={-1} className={shown ? 'visually-hidden' : undefined}>
          {heading}
        </h1>
      )}
      {state === 'defined' && <CustomElement tag={tag} attributes={attributes} />}
      {state === 'missing' && <div className="route-purpose">{purpose}</div>}
      {(state === 'loading' || (state === 'defined' && !drawn)) && (
        <p ref={status} className="loading" role="status">
          Loading…
        </p>
      )}
      {state === 'failed' && (
        <div className="page-message" role="alert">
          <p>{t('common:loadingChunkFailed')}</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    </section>
  );
}
