/** Resolves once the browser has had a frame to paint (at most 100 ms later in a hidden tab, where frames stop). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves once the browser reports a largest contentful paint that happened at or after `since` (a
 * `performance.now()` time), or after `atMostMs`. A frame's callbacks run before its paint reaches the
 * screen, and on a busy phone the screen showed the course list's cards 50-90 ms after the two frames
 * `afterNextPaint` waits for: what started then still shared the connection with the cards (issue 12). At
 * once where the browser does not report largest paints (Safari, Firefox); after `atMostMs` when what was
 * drawn since was not larger than what the page already showed.
 */
export function afterLargestPaintSince(since: number, atMostMs: number): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(() => done(), atMostMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    // Buffered: a paint reported before this call counts too.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
