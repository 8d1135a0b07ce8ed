import type { NavigateDetail } from '../events/venueEvents.ts';
import { EVENT_PREFIX } from './hostContext.ts';

/**
 * Asks the page's router to show `path`: a cancelable, bubbling, composed `venue:navigate` from the element
 * (document without one). Answers true when a router took it (cancelled the event: it will route, and the
 * element follows its new attributes); false when none did, so the element moves in place itself.
 */
export function askToNavigate(from: EventTarget | null, path: string, replace = false): boolean {
  if (typeof document === 'undefined') return false;
  const detail: NavigateDetail = { path, replace };
  const event = new CustomEvent(`${EVENT_PREFIX}navigate`, { detail, bubbles: true, composed: true, cancelable: true });
  (from ?? document).dispatchEvent(event);
  return event.defaultPrevented;
}
