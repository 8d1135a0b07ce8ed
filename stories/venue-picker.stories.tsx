import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, ensureSlices, mapSlice } from '@venue/core';
import { VenuePicker } from '@venue/elements/views';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { applySession, GUEST } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// <venue-picker>'s view in every state: the demo venues, a name search, a place search with no venue in
// range, the map (its tiles fail wherever Storybook has no internet: the note then shows), a failed load.

const meta: Meta<typeof VenuePicker> = {
  title: 'Elements/venue-picker',
  component: VenuePicker,
  decorators: [withThemeRoot],
};
export default meta;
type Story = StoryObj<typeof VenuePicker>;

const VENUES = [
  {
    slug: 'riverside',
    name: 'Riverside Leisure Centre',
    address1: '12 Riverside Way',
    town: 'Manchester',
    postcode: 'M3 4LZ',
    coordinates: { latitude: 53.4808, longitude: -2.2426 },
  },
  {
    slug: 'hilltop',
    name: 'Hilltop Sports Hub',
    address1: '3 Hilltop Road',
    town: 'Leeds',
    postcode: 'LS1 4AP',
    coordinates: { latitude: 53.8008, longitude: -1.5491 },
  },
  {
    slug: 'harbour',
    name: 'Harbour Pool',
    address1: '1 Harbour Quay',
    town: 'London',
    postcode: 'SE1 9SG',
    coordinates: { latitude: 51.5072, longitude: -0.1276 },
  },
];

const PLACES: Record<string, { name: string; latitude: number; longitude: number }> = {
  leeds: { name: 'Leeds', latitude: 53.8008, longitude: -1.5491 },
  huddersfield: { name: 'Huddersfield', latitude: 53.6458, longitude: -1.785 },
};

function scenario(
  map: { searchTerm?: string; coordinates?: { lat: number; lng: number } | null; radius?: number } = {},
  routes: Record<string, FixtureRoute> = {},
) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/venues': ok(VENUES),
        'GET /api/geocode': (url) => {
          const place = PLACES[(url.searchParams.get('search') ?? '').trim().toLowerCase()];
          return ok(place ? [{ ...place, type: 'town', country: 'gb', region: '' }] : []);
        },
        ...routes,
      }),
    });
    // The map slice is created on first use (a view's chunk does it); a story resets it before the view runs.
    const store = ensureSlices(mapSlice);
    applySession(store, GUEST);
    store.getState().map.reset();
    store.setState((s) => ({ venue: { ...s.venue, list: [], loadFailed: false } }));
    if (map.radius !== undefined) store.getState().map.setRadius(map.radius);
    if (map.searchTerm !== undefined) store.getState().map.setSearchTerm(map.searchTerm);
    if (map.coordinates !== undefined) store.getState().map.setCoordinates(map.coordinates);
  };
}

/** Every venue, by name. */
export const List: Story = { beforeEach: scenario() };
export const ListHilltop: Story = { ...List, ...themed('hilltop') };
/** Below 576 px: the form stacks. */
export const ListNarrow: Story = { ...List, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** A name search (case-insensitive): "RIVER" finds Riverside Leisure Centre. */
export const SearchingByName: Story = { beforeEach: scenario({ searchTerm: 'RIVER' }) };
/** A place search within 30 miles of Huddersfield: nearest first, with distances. */
export const SearchingNearAPlace: Story = {
  beforeEach: scenario({ searchTerm: 'Huddersfield', coordinates: { lat: 53.6458, lng: -1.785 }, radius: 30 }),
};
/** No venue within 5 miles of Huddersfield. */
export const NoResults: Story = {
  beforeEach: scenario({ searchTerm: 'Huddersfield', coordinates: { lat: 53.6458, lng: -1.785 }, radius: 5 }),
};
/** Neither a venue name nor a known place. */
export const NothingMatches: Story = { beforeEach: scenario({ searchTerm: 'Zzyzx' }) };
/** The map, shown (Leaflet loads now); without tile access it says so and the list still works. */
export const MapShown: Story = { beforeEach: scenario(), args: { showMap: true } };
export const MapShownNearLeeds: Story = {
  beforeEach: scenario({ searchTerm: 'Leeds', coordinates: { lat: 53.8008, lng: -1.5491 }, radius: 30 }),
  args: { showMap: true },
};
export const MapShownHilltop: Story = { ...MapShown, ...themed('hilltop') };
/** Tiles from a server that never answers: the note under the map. */
export const MapTilesFailing: Story = {
  beforeEach: scenario(),
  args: { showMap: true, tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png' },
};
/** The venues could not be loaded: the message and Try again. */
export const LoadFailed: Story = {
  beforeEach: scenario({}, { 'GET /api/venues': { status: 500, body: {} } }),
};
/** Loading: the spinner (the list never answers here). */
export const Loading: Story = { beforeEach: scenario({}, { 'GET /api/venues': { hang: true } }) };
/** Searching: the Search button busy while the place lookup is under way (it never answers here). */
export const LookingUpAPlace: Story = {
  beforeEach: scenario({}, { 'GET /api/geocode': { hang: true } }),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-story-shadow-host]')?.shadowRoot ?? canvasElement;
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[name="search"]'));
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, 'Leeds');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (await waitFor(() => root.querySelector<HTMLButtonElement>('button[type="submit"]'))).click();
  },
};
