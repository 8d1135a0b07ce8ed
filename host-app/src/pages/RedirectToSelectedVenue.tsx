import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { t } from '@venue/core';
import { showNotice } from '../layout/notices.ts';
import { hostSession } from '../platform/session.ts';

/** flows §2: to the selected venue's location page; with none, home with a notice to choose one first. */
export default function RedirectToSelectedVenue() {
  const [, navigate] = useLocation();
  // Once per visit of the route: a re-render (the navigate function changing) must not notify twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const venue = hostSession.get().selectedVenue;
    if (venue) {
      navigate(`/location/${encodeURIComponent(venue)}`, { replace: true });
    } else {
      showNotice({ type: 'warning', message: t('common:selectVenueFirst') });
      navigate('/', { replace: true });
    }
  }, [navigate]);
  return (
    <p className="loading" role="status">
      Finding your venue…
    </p>
  );
}
