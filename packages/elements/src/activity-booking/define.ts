import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { ActivityBookingProps } from './ActivityBooking.tsx';
import { chosenDate, todayIso } from './activityRoute.ts';
import { placeInHistory } from './useActivityNavigation.ts';
import { startVenueData } from './venueData.ts';

const started = new WeakSet<HTMLElement>();

/**
 * `<activity-booking venue="riverside" activity="yoga" date="2026-11-30">`
 * @event venue:navigate - from this element, cancelable: the person moved (category, activity, week, day);
 * detail `NavigateDetail` (events/venueEvents.ts)
 */
defineVenueElement<ActivityBookingProps>(
  'activity-booking',
  lazyView(() => import('./ActivityBooking.tsx').then((m) => m.ActivityBooking)),
  {
    venue: 'string',
    activity: 'string',
    date: 'string',
    basketUrl: 'string',
    checkoutUrl: 'string',
    baseUrl: 'string',
  },
  {
    onConnect(element) {
      // Once per element: moved in the page, it keeps the view that has read already.
      if (started.has(element)) return;
      started.add(element);
      const venue = element.getAttribute('venue');
      if (!venue) return;
      // The place the view will show (useActivityNavigation): one it moved to itself and kept in this
      // history entry, else the attributes'.
      const place = placeInHistory(venue) ?? {
        activity: element.getAttribute('activity') || undefined,
        date: element.getAttribute('date') || undefined,
      };
      startVenueData(venue, { activity: place.activity, date: chosenDate(place.date, todayIso()) });
    },
  },
);
