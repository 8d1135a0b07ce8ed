import { useEffect, useMemo, useState } from 'react';

type Purify = (typeof import('dompurify'))['default'];

let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** DOMPurify (~11 KB gzip), fetched the first time a view has server HTML to show, not with the view. */
export function loadSanitizer(): Promise<Purify> {
  loading ??= import('dompurify').then((m) => (purify = m.default));
  return loading;
}

/**
 * Server HTML (waiver terms, checkout terms) sanitised for `dangerouslySetInnerHTML`; `null` while there is
 * none, or while the sanitiser is still loading (show a spinner then: unsanitised HTML never reaches the DOM).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [ready, setReady] = useState<Purify | null>(purify);
  useEffect(() => {
    if (!html || ready) return undefined;
    let live = true;
    void loadSanitizer().then((loaded) => live && setReady(() => loaded));
    return () => {
      live = false;
    };
  }, [html, ready]);
  return useMemo(() => (html && ready ? ready.sanitize(html) : null), [html, ready]);
}
