import { useSyncExternalStore } from 'react';

/**
 * What the host app reads from and writes to the page's session. This is the one seam between the
 * host app and `@venue/core`'s session store: the pages use only this module.
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

export interface SessionUser {
  id: number | string;
  firstName?: string;
  lastName?: string;
  email?: string;
  reference?: string;
  homeVenueSlug?: string | null;
  [field: string]: unknown;
}

type Listener = () => void;

const EMBEDDED_KEY = 'venue.embedded';
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

let state: HostSessionState = {
  embedded: remembered(EMBEDDED_KEY) === 'true',
  kiosk: remembered(KIOSK_KEY) === 'true',
  centre: remembered(CENTRE_KEY),
  loggedIn: null,
  user: null,
  selectedVenue: remembered(VENUE_KEY),
  redirect: null,
};
const listeners = new Set<Listener>();

function update(patch: Partial<HostSessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const hostSession = {
  get: (): HostSessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Embedded mode is remembered for the visit (sessionStorage), so later pages without the parameter stay embedded. */
  setEmbedded(embedded: boolean): void {
    remember(EMBEDDED_KEY, String(embedded));
    update({ embedded });
  },
  setKiosk(kiosk: boolean, centre: string | null = state.centre): void {
    remember(KIOSK_KEY, String(kiosk));
    remember(CENTRE_KEY, centre);
    update({ kiosk, centre });
  },
  setCentre(centre: string): void {
    remember(CENTRE_KEY, centre);
    update({ centre });
  },
  setRedirect(redirect: string | null): void {
    update({ redirect });
  },
  selectVenue(slug: string): void {
    if (slug === state.selectedVenue) return;
    remember(VENUE_KEY, slug);
    update({ selectedVenue: slug });
  },
  setUser(user: SessionUser | null): void {
    update({ user, loggedIn: user !== null, selectedVenue: state.selectedVenue ?? user?.homeVenueSlug ?? null });
  },
};

export function useHostSession(): HostSessionState {
  return useSyncExternalStore(hostSession.subscribe, hostSession.get, hostSession.get);
}
