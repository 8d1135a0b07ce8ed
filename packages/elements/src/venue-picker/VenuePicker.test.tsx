import { GUEST } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, labelled, render, setupPage, type } from '../../../../test/fixtures/viewTestPage.tsx';
import { describeResults, VenuePicker } from './VenuePicker.tsx';

const VENUES = [
  {
    slug: 'riverside',
    name: 'Riverside Leisure Centre',
    town: 'Manchester',
    postcode: 'M3 4LZ',
    coordinates: { latitude: 53.4808, longitude: -2.2426 },
  },
  {
    slug: 'hilltop',
    name: 'Hilltop Sports Hub',
    town: 'Leeds',
    coordinates: { latitude: 53.8008, longitude: -1.5491 },
  },
  { slug: 'harbour', name: 'Harbour Pool', town: 'London', coordinates: { latitude: 51.5072, longitude: -0.1276 } },
  { slug: 'lost', name: 'Lost Lagoon', coordinates: { latitude: 'x', longitude: 'y' } },
];

afterEach(() => document.body.replaceChildren());

const names = (root: ParentNode) => [...root.querySelectorAll('li h3 a')].map((a) => a.textContent);

async function submit(root: HTMLElement, term: string) {
  await type(labelled(root, 'Venue name, town or postcode'), term);
  await click(byText(root, 'button', 'Search'));
}

describe('<venue-picker> view', () => {
  it('VENUE-013 lists every venue, then finds one by name whatever its case, with its link to /location/{slug}', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venues', envelope(VENUES));
    const view = await render(<VenuePicker />);
    await vi.waitFor(() => expect(names(view.container)).toHaveLength(4));
    expect(view.text()).toContain('4 venues');
    await submit(view.container, 'RIVER');
    expect(names(view.container)).toEqual(['Riverside Leisure Centre']);
    expect(view.container.querySelector('li h3 a')?.getAttribute('href')).toBe('/location/riverside');
    expect(view.text()).toContain('1 venue called “RIVER”');
    // The search term lives in the map state (VENUE-007), and no geocoding was needed for a name.
    expect(page.store.getState().map.searchTerm).toBe('RIVER');
    expect(page.server.calls.some((c) => c.path.startsWith('/api/geocode'))).toBe(false);
    // The results are focused and read out.
    expect(document.activeElement?.id).toBe('venue-picker-summary');
    expect(document.getElementById('venue-live-region')?.textContent).toContain('1 venue called “RIVER”');
  });

  it('VENUE-012 a place search goes through the geocode lookup; the radius limits it, nearest first, with distances', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venues', envelope(VENUES));
    page.server.on(
      'GET',
      '/api/geocode',
      envelope([{ name: 'Huddersfield', type: 'town', latitude: 53.6458, longitude: -1.785 }]),
    );
    const view = await render(<VenuePicker />);
    await vi.waitFor(() => expect(names(view.container)).toHaveLength(4));
    await submit(view.container, 'Huddersfield');
    await vi.waitFor(() => expect(view.text()).toContain('No venues within 5 miles of Huddersfield'));
    expect(page.store.getState().map.coordinates).toEqual({ lat: 53.6458, lng: -1.785 });
    await type(labelled(view.container, 'Distance (miles)'), '30');
    expect(page.store.getState().map.radius).toBe(30);
    expect(names(view.container)).toEqual(['Hilltop Sports Hub', 'Riverside Leisure Centre']);
    expect(view.text()).toContain('2 venues within 30 miles of Huddersfield');
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('14 miles away'),
      expect.stringContaining('22 miles away'),
    ]);
  });

  it('choosing a venue makes it the selected venue', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venues', envelope(VENUES));
    page.server.on('GET', '/api/venues/hilltop', envelope(VENUES[1]));
    const view = await render(<VenuePicker baseUrl="https://book.example.com/" />);
    await vi.waitFor(() => expect(names(view.container)).toHaveLength(4));
    const link = byText<HTMLAnchorElement>(view.container, 'a', 'Hilltop Sports Hub')!;
    expect(link.getAttribute('href')).toBe('https://book.example.com/location/hilltop');
    link.addEventListener('click', (e) => e.preventDefault());
    await click(link);
    expect(page.store.getState().venue.selectedSlug).toBe('hilltop');
  });

  it('says when the venues cannot be loaded, and tries again', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venues', { status: 500 });
    const view = await render(<VenuePicker />);
    await vi.waitFor(() => expect(view.text()).toContain('The venues could not be loaded.'));
    page.server.on('GET', '/api/venues', envelope(VENUES));
    await click(byText(view.container, 'button', 'Try again'));
    await vi.waitFor(() => expect(names(view.container)).toHaveLength(4));
  });

  it('words the summary for each kind of search', () => {
    const none = { mode: 'none' as const, results: [] };
    expect(describeResults(none, 'zzz', 5, false)).toBe('No venue or place matches “zzz”.');
    expect(describeResults({ mode: 'near', results: [] }, '', 10, true)).toBe(
      'No venues within 10 miles of your location. Try a larger distance.',
    );
  });
});
