import { endpoints } from '@venue/core';
import { configureApi, getApi, isApiConfigured, preloadSnakeCasing } from '@venue/core';
import { accountOrigin, API_BASE, CLIENT_DOMAIN } from './config.ts';

/** Sets up the page-wide API client that the host app and every element share. */
export function setUpApi(): void {
  if (!isApiConfigured())
    configureApi({ apiBase: API_BASE, clientDomain: CLIENT_DOMAIN, development: import.meta.env.DEV });
  // Side by side with the theme call: the booking screens' first reads carry camelCase params.
  void preloadSnakeCasing();
}

/** A venue as `GET /api/venues` lists it (the contract's shape, camelCased). */
export type VenueSummary = endpoints.VenueAnswer;

export async function fetchVenues(): Promise<VenueSummary[]> {
  const answer = await endpoints.listVenues();
  return answer.ok ? answer.data : [];
}

export async function fetchVenue(slug: string): Promise<VenueSummary | null> {
  const answer = await endpoints.getVenue(slug);
  return answer.ok ? answer.data : null;
}

/** The footer HTML of a venue; the answer is either the HTML itself or an object carrying it. */
export async function fetchFooter(venue: string | null): Promise<string | null> {
  const answer = await endpoints.getFooter(venue);
  if (!answer.ok) return null;
  // The contract says {venue, html}; older servers sent the HTML itself or under another key.
  const data: unknown = answer.data;
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['html', 'footer', 'content']) if (typeof record[key] === 'string') return record[key] as string;
  }
  return null;
}

export function storeToken(token: string): void {
  getApi().setToken(token);
}

const GUEST_PASS_FLAGS = ['onlineGuestPassesEnabled', 'guestPassesEnabled', 'onlineGuestPasses'];

function hasGuestPassFlag(record: unknown): boolean {
  if (!record || typeof record !== 'object') return false;
  const r = record as Record<string, unknown>;
  return (
    GUEST_PASS_FLAGS.some((flag) => r[flag] === true) || hasGuestPassFlag(r.features) || hasGuestPassFlag(r.settings)
  );
}

/** Online guest passes are a client feature switched on per venue (demo data: at riverside). */
export async function fetchGuestPassesEnabled(): Promise<boolean> {
  const client = await endpoints.getClient();
  if (client.ok && hasGuestPassFlag(client.data)) return true;
  const venues = await fetchVenues();
  return venues.some(hasGuestPassFlag);
}

/**
 * The My account link: the account host's address only. `<venue-nav>` adds a one-time handoff code when
 * the link is followed (the session token itself never goes into an address).
 */
export function accountLink(): string {
  return `${accountOrigin()}/`;
}
