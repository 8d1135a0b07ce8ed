import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '@venue/core';
import { ChunkLoadError, withChunkTimeout } from './withChunkTimeout.ts';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { RouteFallback } from './RouteShellView.tsx';

type PageModule<P> = { default: ComponentType<P> };

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

/**
 * Catches what a lazily loaded route throws: a chunk that did not arrive gets 'Loading chunk failed'
 * with a retry; anything else gets the generic error page.
 */
class RouteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) {
      return (
        <section className="page-message" role="alert">
          <h1 tabIndex={-1}>{t('common:loadingChunkFailed')}</h1>
          <button
            type="button"
            className="button"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Retry
          </button>
        </section>
      );
    }
    return <ErrorPage />;
  }
}

/**
 * A route whose code is split off and loaded on first visit, with the 120 s chunk timeout.
 * Each retry builds a fresh React.lazy, because React.lazy remembers a rejected load for ever.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  const attempts = new Map<number, ComponentType<P>>();
  const attempt = (n: number) => {
    let page = attempts.get(n);
    if (!page) {
      page = lazy(() => withChunkTimeout(load)) as unknown as ComponentType<P>;
      attempts.set(n, page);
    }
    return page;
  };
  function LazyPage(props: P) {
    const [retry, setRetry] = useState(0);
    const Page = attempt(retry);
    return (
      <RouteBoundary onRetry={() => setRetry((n) => n + 1)}>
        <Suspense fallback={<RouteFallback />}>
          <Page {...props} />
        </Suspense>
      </RouteBoundary>
    );
  }
  return LazyPage;
}
