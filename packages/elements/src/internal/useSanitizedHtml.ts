import { useEffect, useMemo, useState } from 'react';
import { loadSanitizer as fetchSanitizer, type Sanitize } from '@venue/ui/html';

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * The sanitiser (the browser's own, or DOMPurify at 11 KB gzip), fetched the first time a view has server
 * HTML to show, not with the view. A failed fetch is forgotten, so the next attempt fetches it again.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= fetchSanitizer().then(
    (loaded) => (sanitize = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Server HTML (waiver terms, checkout terms) sanitised for `dangerouslySetInnerHTML`; `null` while there is
 * none, or while the sanitiser is still loading (show a spinner then: unsanitised HTML never reaches the DOM).
 * If it cannot be fetched, the error goes to the element's error boundary, as a view's failed chunk does.
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [ready, setReady] = useState<Sanitize | null>(() => sanitize);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!html || ready) return undefined;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setReady(() => loaded),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [html, ready]);
  if (failed) throw failed.error;
  return useMemo(() => (html && ready ? ready(html) : null), [html, ready]);
}
