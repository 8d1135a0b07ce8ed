// A session store wired to a fake API, for unit tests of core and of the views built on it.
import { createApiClient, type ApiConfig } from '../api/client.ts';
import { memoryCookieJar } from '../api/cookies.ts';
import { BASE_SLICES, createStoreWith } from '../store/page-store.ts';
import { createSessionStore, type SessionStore } from '../store/session-store.ts';
import { createFakeServer } from './fake-server.ts';

export const TEST_CLIENT_DOMAIN = 'riverside-leisure';
export const TEST_TOKEN_COOKIE = `${TEST_CLIENT_DOMAIN}-auth-token`;

/** `pageStore`: only the base slices, as a page's store starts (the rest are created on first use). */
export function createTestSession(apiOverrides: Partial<ApiConfig> = {}, { pageStore = false } = {}) {
  const server = createFakeServer();
  const cookies = memoryCookieJar();
  const events = new EventTarget();
  const navigate = vi.fn<(path: string) => void>();
  const reload = vi.fn<() => void>();
  // The store is created below; the client reaches it lazily, as the page-wide pair does.
  // eslint-disable-next-line prefer-const -- assigned after the client that reads it lazily is created
  let store: SessionStore | undefined;
  const api = createApiClient({
    apiBase: 'http://api.test',
    clientDomain: TEST_CLIENT_DOMAIN,
    fetch: server.fetch,
    cookies,
    hostname: 'localhost',
    retryDelay: 0,
    reload,
    notify: (toast) => store?.getState().toasts.push(toast),
    isLoggedIn: () => store?.getState().auth.status === 'loggedIn',
    ...apiOverrides,
  });
  const deps = { api: () => api, events, navigate };
  store = pageStore ? createStoreWith(BASE_SLICES, deps) : createSessionStore(deps);
  const seen: { name: string; detail: unknown }[] = [];
  for (const name of ['logged-in', 'logged-out', 'basket-change', 'booking-confirmed']) {
    events.addEventListener(name, (e) => seen.push({ name, detail: (e as CustomEvent).detail }));
  }
  return { store, state: () => store!.getState(), api, server, cookies, events, seen, navigate, reload };
}

const money = (value: number) => ({ formatted: `£${(value / 100).toFixed(2)}`, value, currency: 'GBP' });

const NINE_AM = { utc: '2026-11-23 09:00:00', local: '2026-11-23 09:00:00', timezone: 'Europe/London' };
const TEN_AM = { utc: '2026-11-23 10:00:00', local: '2026-11-23 10:00:00', timezone: 'Europe/London' };

/** A cart as the server answers it (snake_case), with items given as [id, sortKey, price]. */
export function wireCart(
  items: Array<[id: number, sortKey: number, price: number]> = [],
  extra: Record<string, unknown> = {},
) {
  const total = items.reduce((sum, [, , price]) => sum + price, 0);
  return {
    id: 41,
    uuid: '6f1c1d0e-0000-4000-8000-000000000041',
    source: 'activity-booking',
    selected_user_id: null,
    complete_order_id: null,
    attendee_waivers_required: 0,
    total: money(total),
    sub_total: money(total),
    tax_total: money(Math.round(total / 6)),
    balance: money(total),
    item_count: items.length,
    available_credit: {
      membership: { type: 'membership', total_available: money(1000), max_applicable: money(Math.min(1000, total)) },
      general: { type: 'general', total_available: money(500), max_applicable: money(Math.min(500, total)) },
    },
    items: items.map(([id, sortKey, price]) => ({
      id,
      type: 'av2_booking',
      name: `Item ${id}`,
      quantity: 1,
      max_quantity: null,
      price: money(price),
      sort_key: sortKey,
      membership_user_id: null,
      cartable_type: 'av2Booking',
      cartable_resource: {
        venue_name: 'Riverside Leisure Centre',
        name: `Item ${id}`,
        date: '2026-11-23',
        starts_at: NINE_AM,
        ends_at: TEN_AM,
        duration: 60,
        location: 'Studio 1',
        new_membership: false,
      },
      child_items: [],
      when: 'Mon 23 Nov, 09:00–10:00',
      benefit_applied: false,
      package_applied: false,
      enable_print_receipt: true,
      booking_id: 900 + id,
      occurrence_id: `occ_${id}`,
    })),
    ...extra,
  };
}

export const wireUser = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  reference: 'RLT000007',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  home_venue_slug: 'riverside',
  membership_user: { id: 70, home_venue_id: 1 },
  credit: { balance: money(1500) },
  has_instruction: false,
  has_billing_date: true,
  has_outstanding_penalties: false,
  document_expiry: { document_expiring_soon: false, days_to_expiry: null },
  membership_document_upload_required: false,
  profile_photo: null,
  ...extra,
});
