import { pageSingleton, SESSION_EVENTS_KEY } from '../globals.ts';

/** What each session event carries in `detail`. */
export interface SessionEventDetail {
  'logged-in': { userId: number };
  'logged-out': null;
  'basket-change': { itemCount: number };
  'booking-confirmed': { completeOrderId: number | string };
}
export type SessionEventName = keyof SessionEventDetail;

/**
 * The page's session events (one EventTarget per page, shared across bundles). The element layer
 * re-dispatches them to the host page as bubbling, composed `venue:*` DOM events.
 */
export const sessionEvents: EventTarget = pageSingleton(SESSION_EVENTS_KEY, () => new EventTarget());

export function emitSessionEvent<N extends SessionEventName>(target: EventTarget, name: N, detail: SessionEventDetail[N]): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one session event; returns the unsubscribe function. */
export function onSessionEvent<N extends SessionEventName>(name: N, listener: (detail: SessionEventDetail[N]) => void, target: EventTarget = sessionEvents): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEventDetail[N]>).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
