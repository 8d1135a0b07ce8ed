import { useEffect, useState } from 'react';
import { fetchVenue, type VenueSummary } from '../platform/api.ts';
import { hostSession } from '../platform/session.ts';

/** The venue a page is about: selected in the session (so the theme, footer and redirects follow it). */
export function useVenue(slug: string): VenueSummary | null | undefined {
  const [venue, setVenue] = useState<VenueSummary | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    hostSession.selectVenue(slug);
    fetchVenue(slug).then(
      (v) => live && setVenue(v),
      () => live && setVenue(null),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return venue;
}
