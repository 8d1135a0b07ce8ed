/** Paths the server answers itself (API, bundles, payment sandbox): always real page loads. */
const SERVER_PATHS = /^\/(api|embed|sandbox|price|assets)(\/|$)/;

/**
 * The elements render plain `<a href>` links (they also work on operators' pages, where there is no
 * router). In the host app a click on a same-origin link becomes a client-side navigation, found through
 * the event's composed path so links inside shadow roots count too.
 * Answers the function that removes the listener.
 */
export function interceptLinks(navigate: (to: string) => void, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, doc.baseURI);
    if (url.origin !== location.origin || SERVER_PATHS.test(url.pathname)) return;
    // An anchor on this page (the skip link): the browser's own jump moves focus, a route change would not.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/**
 * `venue:navigate` from an element that moves within its own screens (`<activity-booking>`: a category,
 * a week, a day): the host routes to the path (same origin only) and cancels the event, so the element
 * follows its attributes instead of moving itself. Answers the function that removes the listener.
 */
export function routeElementNavigation(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  doc: Document = document,
): () => void {
  const onNavigate = (event: Event) => {
    const detail = (event as CustomEvent<{ path?: unknown; replace?: unknown } | null>).detail;
    if (typeof detail?.path !== 'string') return;
    const url = new URL(detail.path, doc.baseURI);
    if (url.origin !== location.origin || SERVER_PATHS.test(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash, { replace: detail.replace === true });
  };
  doc.addEventListener('venue:navigate', onNavigate);
  return () => doc.removeEventListener('venue:navigate', onNavigate);
}
