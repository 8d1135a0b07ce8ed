import type { ReactNode } from 'react';
import { t } from '@venue/core/messages/index.ts';
import { CustomElement, useElementState } from './CustomElement.tsx';

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
 * The h1 stays in the light DOM either way (one per page, the target of focus on navigation);
 * it is visually hidden when the element shows its own title.
 */
export function ElementRoute({ tag, attributes, heading, purpose }: ElementRouteProps) {
  const { state, retry } = useElementState(tag);
  return (
    <section className="route" data-route-element={tag} data-element-state={state}>
      <h1 tabIndex={-1} className={state === 'defined' ? 'visually-hidden' : undefined}>
        {heading}
      </h1>
      {state === 'defined' && <CustomElement tag={tag} attributes={attributes} />}
      {state === 'missing' && <div className="route-purpose">{purpose}</div>}
      {state === 'loading' && (
        <p className="loading" role="status">
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
