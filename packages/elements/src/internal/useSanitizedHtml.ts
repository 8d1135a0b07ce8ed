import { useEffect, useMemo, useState } from 'react';

type Sanitize = (typeof import('@venue/ui/html'))['sanitizeHtml'];

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitiser (under 1 KB gzip), fetched the first time a view has server HTML to show, not with the view. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('@venue/ui/html').then((m) => (sanitize = m.sanitizeHtml));
  return loading;
}

/**
 * Server HTML (waiver terms, checkout terms) sanitised for `dangerouslySetInnerHTML`; `null` while there is
 * none, or while the sanitiser is still loading (show a spinner then: unsanitised HTML never reaches the DOM).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [ready, setReady] = useState<Sanitize | null>(() => sanitize);
  useEffect(() => {
    if (!html || ready) return undefined;
    let live = true;
    void loadSanitizer().then((loaded) => live && setReady(() => loaded));
    return () => {
      live = false;
    };
  }, [html, ready]);
  return useMemo(() => (html && ready ? ready(html) : null), [html, ready]);
}
