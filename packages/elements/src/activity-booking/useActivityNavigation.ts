import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { askToNavigate } from '../internal/askToNavigate.ts';
import { useHostElement } from '../internal/hostContext.ts';
import { activityPath, type ActivityRoute } from './activityRoute.ts';

/** Where an embedded element keeps its place in the page's history entries (history.state[HISTORY_KEY]). */
export const HISTORY_KEY = 'venue:activity-booking';

interface HistoryPlace extends ActivityRoute {
  venue: string;
}

/** The place an embedded element moved to by itself and kept in this history entry, for `venue`. */
export function placeInHistory(venue: string): ActivityRoute | null {
  if (typeof history === 'undefined') return null;
  const place = (history.state as Record<string, HistoryPlace | undefined> | null)?.[HISTORY_KEY];
  return place && place.venue === venue ? { activity: place.activity, date: place.date } : null;
}

export type Go = (route: ActivityRoute, options?: { replace?: boolean }) => void;

/**
 * The element's place (activity, date) and how to move it. Every move first asks the page's router:
 * a cancelable `venue:navigate` event with the path (`/location/{venue}/{activity}/{date}`). A host that
 * routes (the host app) cancels it, navigates, and hands the new place back through the attributes.
 * On a page with no router nobody cancels it: the element moves itself, and records the move as a
 * history entry of the same page address (history.state), so Back returns a step and a reload keeps
 * the place, while the operator's page URL stays theirs.
 */
export function useActivityNavigation(
  venue: string,
  fromAttributes: ActivityRoute,
  baseUrl?: string,
): { route: ActivityRoute; go: Go } {
  const host = useHostElement();
  const { activity, date } = fromAttributes;
  // A place the element moved to by itself, and the attributes it moved away from. New attributes (a host
  // router moved it, or the page set them) win at once, in the same render: no effect, no extra frame.
  const [inPlace, setInPlace] = useState<{ route: ActivityRoute; from: ActivityRoute } | null>(() => {
    const restored = placeInHistory(venue);
    return restored ? { route: restored, from: { activity, date } } : null;
  });
  const current = inPlace && inPlace.from.activity === activity && inPlace.from.date === date ? inPlace : null;
  const route = useMemo<ActivityRoute>(() => current?.route ?? { activity, date }, [current, activity, date]);
  const movedInPlace = useRef(inPlace !== null);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const place = (event.state as Record<string, HistoryPlace | undefined> | null)?.[HISTORY_KEY];
      if (place && place.venue === venue)
        setInPlace({ route: { activity: place.activity, date: place.date }, from: { activity, date } });
      else if (movedInPlace.current) setInPlace(null);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [venue, activity, date]);

  const go = useCallback<Go>(
    (next, options = {}) => {
      const replace = options.replace === true;
      const path = activityPath(venue, next, baseUrl);
      if (askToNavigate(host, path, replace)) return;
      movedInPlace.current = true;
      const state = { ...(history.state as object | null), [HISTORY_KEY]: { venue, ...next } };
      if (replace) history.replaceState(state, '', location.href);
      else history.pushState(state, '', location.href);
      setInPlace({ route: next, from: { activity, date } });
    },
    [host, venue, baseUrl, activity, date],
  );

  return { route, go };
}
