import { useCallback, useEffect, useRef, useState } from 'react';
import { askToNavigate } from '../internal/askToNavigate.ts';
import { useHostElement } from '../internal/hostContext.ts';
import { activityPath, type ActivityRoute } from './activityRoute.ts';

/** Where an embedded element keeps its place in the page's history entries (history.state[HISTORY_KEY]). */
export const HISTORY_KEY = 'venue:activity-booking';

interface HistoryPlace extends ActivityRoute {
  venue: string;
}

function placeInHistory(venue: string): ActivityRoute | null {
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
  const [route, setRoute] = useState<ActivityRoute>(() => placeInHistory(venue) ?? { activity, date });
  const movedInPlace = useRef(placeInHistory(venue) !== null);

  // The attributes changed (the host routed, or the page set them): they are the place now.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setRoute({ activity, date });
  }, [activity, date]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const place = (event.state as Record<string, HistoryPlace | undefined> | null)?.[HISTORY_KEY];
      if (place && place.venue === venue) setRoute({ activity: place.activity, date: place.date });
      else if (movedInPlace.current) setRoute({ activity, date });
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
      setRoute(next);
    },
    [host, venue, baseUrl],
  );

  return { route, go };
}
