import { useEffect, useState } from 'react';
import { withChunkTimeout } from '../routing/withChunkTimeout.ts';
import { useAfterMainContent } from './useAfterMainContent.ts';

/**
 * The venue's footer block (`GET /api/activities/footer?venue=`). It never blocks the page: no footer
 * when the call fails or answers nothing (gap G1). Asked for once the main content has had its turn, so
 * also once for a page that selects its venue as it renders.
 */
export function VenueFooter({
  venue,
  fetchFooter,
}: {
  venue: string | null;
  fetchFooter(venue: string | null): Promise<string | null>;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const ready = useAfterMainContent();
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // The sanitiser loads with the footer, after the main content: the footer is below the fold.
    Promise.all([
      fetchFooter(venue),
      withChunkTimeout(() => import('@venue/ui/html').then((m) => m.loadSanitizer())),
    ]).then(
      ([answer, sanitizeHtml]) => live && setHtml(answer ? sanitizeHtml(answer) : null),
      () => live && setHtml(null),
    );
    return () => {
      live = false;
    };
  }, [venue, fetchFooter, ready]);
  return (
    <footer className="venue-footer">
      {/* The operator's HTML starts its own headings at h3 (under a page whose only heading may be its h1):
          this h2 keeps the page's heading levels in order. */}
      {html && <h2 className="visually-hidden">Venue information</h2>}
      {/* Sanitised just above; this is the only raw HTML the host app renders. */}
      {html && <div className="venue-footer-content" dangerouslySetInnerHTML={{ __html: html }} />}
    </footer>
  );
}
