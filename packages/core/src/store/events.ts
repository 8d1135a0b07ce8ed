import { pageSingleton, SESSION_EVENTS_KEY } from '../globals.ts';

/** What each session event carries in `detail`. */
export interface SessionEventDetail {
  'logged-in': { userId: number };
  'logged-out': null;
  'basket-change': { itemCount: number };
  'booking-confirmed': { completeOrderId: number | string };
  /**
   * The customer joined or left an occurrence's waitlist (timetables reload, TT-001). Raised by the view
   * that called joinWaitlist/leaveWaitlist; page-internal (no `venue:*` DOM event is bridged for it).
   */
  'waitlist-change': { occurrenceId: number | string };
}
export type SessionEventName = keyof SessionEventDetail;

/**
 * Where a fact came from: the element whose action caused it (its host node), so the element layer
 * raises the DOM event there; none (a poll, another tab, a reload) means the page itself. Typed as
 * EventTarget so core stays free of DOM element types.
 */
export interface EventOrigin {
  origin?: EventTarget | null;
}

/** A session event as listeners on `sessionEvents` receive it. */
export type SessionEvent<N extends SessionEventName = SessionEventName> = CustomEvent<SessionEventDetail[N]> & {
  readonly origin: EventTarget | null;
};

/**
 * The page's session events (one EventTarget per page, shared across bundles). The element layer
 * re-dispatches each once as a bubbling, composed `venue:*` DOM event from its origin (or on document).
 */
export const sessionEvents: EventTarget = pageSingleton(SESSION_EVENTS_KEY, () => new EventTarget());

export function emitSessionEvent<N extends SessionEventName>(
  target: EventTarget,
  name: N,
  detail: SessionEventDetail[N],
  origin: EventTarget | null = null,
): void {
  // A plain property rather than a subclass: another bundle's copy of core reads it too.
  const event = Object.assign(new CustomEvent(name, { detail }), { origin });
  target.dispatchEvent(event);
}

/** The element a session event came from, or null when the page itself noticed it. */
export function originOf(event: Event): EventTarget | null {
  return (event as Partial<SessionEvent>).origin ?? null;
}

/** Subscribes to one session event; returns the unsubscribe function. */
export function onSessionEvent<N extends SessionEventName>(
  name: N,
  listener: (detail: SessionEventDetail[N], origin: EventTarget | null) => void,
  target: EventTarget = sessionEvents,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEventDetail[N]>).detail, originOf(event));
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
