import { useSyncExternalStore } from 'react';
import { ensureSlicesIn, getSessionStore, kioskSlice, loadBasket } from '@venue/core';
import type { SessionUser } from '@venue/core';
import { EMBEDDED_ATTRIBUTE, EMBEDDED_KEY } from '../startup/embeddedMark.ts';

export type { SessionUser };

/**
 * What the host app reads from the page's session. This module is the one seam between the host app and
 * `@venue/core`'s page-wide store (the same store every element uses), plus what only the host keeps:
 * the modes remembered for the visit and the `redirect` start-up parameter.
 */
export interface HostSessionState {
  embedded: boolean;
  kiosk: boolean;
  centre: string | null;
  /** null while the login status is not known yet. */
  loggedIn: boolean | null;
  user: SessionUser | null;
  selectedVenue: string | null;
  /** Where to go after login or register (start-up parameter `redirect`). */
  redirect: string | null;
}

const KIOSK_KEY = 'venue.kiosk';
const CENTRE_KEY = 'venue.centre';
const VENUE_KEY = 'venue.selected-venue';

function remembered(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage blocked (private mode, sandboxed frame): the mode lasts for this page only
  }
}

// The host app has kiosk mode (?kiosk=true) on any page, so its store holds the kiosk slice from the start.
const store = ensureSlicesIn(getSessionStore(), kioskSlice);
let redirect: string | null = null;
const localListeners = new Set<() => void>();

/** Restores what was remembered for this visit into the page's store (a reload keeps the modes). */
function restoreRemembered(): void {
  const state = store.getState();
  if (remembered(EMBEDDED_KEY) === 'true' && !state.system.isEmbedded) state.system.setEmbedded(true);
  if (remembered(KIOSK_KEY) === 'true' && !state.kiosk.isKiosk) state.kiosk.setKiosk(true, remembered(CENTRE_KEY));
  const venue = remembered(VENUE_KEY);
  if (venue && !state.venue.selectedSlug) state.venue.select(venue);
}
restoreRemembered();

/**
 * `<html>`'s embedded mark, which the server's page shell sets before first paint (startup/embeddedMark.ts)
 * and the stylesheet hides the breadcrumb by, follows every change of the mode after start-up, so the
 * stylesheet never hides what the app shows. Not set here at first: the shell's script read the same
 * address and storage the start-up reads, and clearing its mark until the start-up parameters apply could
 * let the breadcrumb paint in between.
 */
function markEmbedded(embedded: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute(EMBEDDED_ATTRIBUTE, embedded);
}
store.subscribe((state, previous) => {
  if (state.system.isEmbedded !== previous.system.isEmbedded) markEmbedded(state.system.isEmbedded);
  // The remembered venue follows the store, which undoes a selection the server knows no venue for.
  if (state.venue.selectedSlug !== previous.venue.selectedSlug) remember(VENUE_KEY, state.venue.selectedSlug);
});

let snapshot: HostSessionState | null = null;

function derive(): HostSessionState {
  const { system, kiosk, auth, venue } = store.getState();
  const next: HostSessionState = {
    embedded: system.isEmbedded,
    kiosk: kiosk.isKiosk,
    centre: kiosk.centre,
    loggedIn: auth.status === 'loggedIn' ? true : auth.status === 'loggedOut' ? false : null,
    user: auth.user,
    selectedVenue: venue.selectedSlug,
    redirect,
  };
  // useSyncExternalStore needs the same object while nothing the host reads has changed.
  if (snapshot && (Object.keys(next) as Array<keyof HostSessionState>).every((k) => next[k] === snapshot![k]))
    return snapshot;
  snapshot = next;
  return next;
}

export const hostSession = {
  get: derive,
  subscribe(listener: () => void): () => void {
    const unsubscribe = store.subscribe(listener);
    localListeners.add(listener);
    return () => {
      unsubscribe();
      localListeners.delete(listener);
    };
  },
  /** Embedded mode is remembered for the visit (sessionStorage), so later pages without the parameter stay embedded. */
  setEmbedded(embedded: boolean): void {
    remember(EMBEDDED_KEY, String(embedded));
    store.getState().system.setEmbedded(embedded);
  },
  setKiosk(kiosk: boolean, centre: string | null = store.getState().kiosk.centre): void {
    remember(KIOSK_KEY, String(kiosk));
    remember(CENTRE_KEY, centre);
    store.getState().kiosk.setKiosk(kiosk, centre);
  },
  setCentre(centre: string): void {
    remember(CENTRE_KEY, centre);
    store.getState().kiosk.setKiosk(store.getState().kiosk.isKiosk, centre);
  },
  setRedirect(value: string | null): void {
    redirect = value;
    for (const listener of localListeners) listener();
  },
  selectVenue(slug: string): void {
    // Remembered even when the store already has it (an element such as <venue-picker> selected it first).
    remember(VENUE_KEY, slug);
    if (slug === store.getState().venue.selectedSlug) return;
    store.getState().venue.select(slug);
  },
  /**
   * Loads the client (name, features) and asks who is logged in, then keeps checking every 5 s (AUTH-006).
   * Answers a function that stops the checking.
   */
  startAuth(): () => void {
    void store.getState().system.loadClient();
    // The basket badge needs the cart as soon as the user is known.
    void store
      .getState()
      .auth.loadUser()
      .then((user) => (user ? loadBasket() : undefined));
    return store.getState().auth.startStatusPoll();
  },
};

export function useHostSession(): HostSessionState {
  return useSyncExternalStore(hostSession.subscribe, hostSession.get, hostSession.get);
}

const clientName = () => store.getState().system.client?.name ?? null;

/**
 * The client's name once `GET client` has answered (the account area's header shows it). A hook of its own
 * rather than a field of useHostSession, so the client's arrival re-renders only what shows the name.
 */
export function useClientName(): string | null {
  return useSyncExternalStore(store.subscribe, clientName, clientName);
}
