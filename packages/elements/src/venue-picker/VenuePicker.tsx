import {
  clampRadius,
  formatMiles,
  getSessionStore,
  mapSlice,
  searchVenues,
  type MapCoordinates,
  type VenueResult,
  type VenueSearchResult,
} from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button, Select, Spinner, TextField } from '@venue/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { lazyView } from '../internal/lazyView.ts';
import { announce } from '../internal/announce.ts';
import { useSession, useSlices } from '../internal/useSession.ts';
import type { VenueMapProps } from './VenueMap.tsx';
import * as styles from './venuePicker.css.ts';

export interface VenuePickerProps {
  /** Where the booking-area routes live; a venue's activities are at `{baseUrl}/location/{slug}`. */
  baseUrl?: string;
  /** The map's tile URL template (`{z}/{x}/{y}`); OpenStreetMap's by default. */
  tileUrl?: string;
  /** Plain-text credit for the operator's tiles; OpenStreetMap's (linked) by default. */
  tileAttribution?: string;
  /** Shows the map at once (it still loads its code only then). */
  showMap?: boolean;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The radius choices, miles (contracts §5, §9: 0 to 30; default 5, VENUE-008). */
const RADIUS_CHOICES = [0, 1, 2, 5, 10, 15, 20, 25, 30];

export const PICKER_TEXT = {
  title: 'Find a venue',
  searchLabel: 'Venue name, town or postcode',
  radiusLabel: 'Distance (miles)',
  search: 'Search',
  useLocation: 'Use my location',
  locating: 'Finding your location',
  showMap: 'Show map',
  hideMap: 'Hide map',
  loading: 'Loading venues',
  loadFailed: 'The venues could not be loaded.',
  retry: 'Try again',
  locationDenied: 'Your browser did not share your location. Search by venue name, town or postcode instead.',
  locationUnavailable: 'Your location could not be found. Search by venue name, town or postcode instead.',
} as const;

const VenueMap = lazyView<VenueMapProps>(() => import('./VenueMap.tsx').then((m) => m.VenueMap));

const venuesWord = (n: number) => `${n} ${n === 1 ? 'venue' : 'venues'}`;

/** The sentence above the list, read out after every search (through the page's live region). */
export function describeResults(search: VenueSearchResult, term: string, radius: number, fromDevice: boolean): string {
  const n = search.results.length;
  const where = term.trim() && !fromDevice ? term.trim() : 'your location';
  switch (search.mode) {
    case 'all':
      return venuesWord(n);
    case 'name':
      return `${venuesWord(n)} called “${term.trim()}”`;
    case 'near':
      return n === 0
        ? `No venues within ${formatMiles(radius)} of ${where}. Try a larger distance.`
        : `${venuesWord(n)} within ${formatMiles(radius)} of ${where}`;
    case 'none':
      return `No venue or place matches “${term.trim()}”.`;
  }
}

function addressOf(result: VenueResult): string {
  const v = result.venue;
  const parts = [v.address1, v.town, v.postcode].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.join(', ');
}

export function venueHref(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/location/${encodeURIComponent(slug)}`;
}

function geolocationAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);
}

/** `<venue-picker>`: the venues as a list and on a map, searched by name, place or postcode (flows §3 Map state). */
function VenuePickerView({
  baseUrl = '',
  tileUrl,
  tileAttribution,
  showMap: showMapAtFirst = false,
}: VenuePickerProps) {
  useSlices(mapSlice);
  const store = () => getSessionStore().getState();
  const venues = useSession((s) => s.venue.list);
  const loading = useSession((s) => s.venue.loading);
  const loadFailed = useSession((s) => s.venue.loadFailed);
  const selectedSlug = useSession((s) => s.venue.selectedSlug);
  const map = useSession((s) => s.map);
  const [text, setText] = useState(map.searchTerm);
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [showMap, setShowMap] = useState(showMapAtFirst);
  // Coordinates with no search term came from the device ("Use my location"); a place search sets both.
  const [fromDevice, setFromDevice] = useState(() => map.coordinates !== null && map.searchTerm.trim() === '');
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const s = store();
    if (s.venue.list.length === 0 && !s.venue.loading) void s.venue.load();
  }, []);

  const search = useMemo(
    () => searchVenues(venues, { term: map.searchTerm, origin: map.coordinates, radius: map.radius }),
    [venues, map.searchTerm, map.coordinates, map.radius],
  );
  const summary = describeResults(search, map.searchTerm, map.radius, fromDevice);

  // After a search (not on every render): read the result out, and move focus to it when asked.
  const [round, setRound] = useState(0);
  const pending = useRef<{ focus: boolean } | null>(null);
  useEffect(() => {
    if (!pending.current || searching || locating || loading) return;
    const { focus } = pending.current;
    pending.current = null;
    announce(summary);
    if (focus) summaryRef.current?.focus();
  }, [round, summary, searching, locating, loading]);
  const expectResults = (focus: boolean) => {
    pending.current = { focus };
    setRound((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    setNotice(null);
    expectResults(true);
    const s = store();
    const nameMatches = term !== '' && searchVenues(venues, { term, origin: null, radius: 0 }).mode === 'name';
    if (term === '' || nameMatches) {
      s.map.setSearchTerm(term);
      // A name search keeps distances from the device; a place searched before no longer applies.
      if (!fromDevice) s.map.setCoordinates(null);
      return;
    }
    setSearching(true);
    setFromDevice(false);
    try {
      await s.map.lookup(term);
    } finally {
      setSearching(false);
    }
  };

  const onRadius = (value: string) => {
    expectResults(false);
    store().map.setRadius(clampRadius(Number(value)));
  };

  const onUseLocation = () => {
    if (!geolocationAvailable()) {
      setNotice(PICKER_TEXT.locationUnavailable);
      return;
    }
    setNotice(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here: MapCoordinates = { lat: position.coords.latitude, lng: position.coords.longitude };
        expectResults(true);
        setText('');
        setFromDevice(true);
        store().map.setSearchTerm('');
        store().map.setCoordinates(here);
        setLocating(false);
      },
      (error) => {
        setLocating(false);
        const message = error.code === 1 ? PICKER_TEXT.locationDenied : PICKER_TEXT.locationUnavailable;
        setNotice(message);
        announce(message);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const choose = (slug: string) => store().venue.select(slug);
  const radiusOptions = useMemo(() => {
    const choices = RADIUS_CHOICES.includes(map.radius) ? RADIUS_CHOICES : [...RADIUS_CHOICES, map.radius];
    return [...choices]
      .sort((a, b) => a - b)
      .map((miles) => ({ value: String(miles), label: `${miles} ${miles === 1 ? 'mile' : 'miles'}` }));
  }, [map.radius]);

  const busy = searching || locating || (loading && venues.length === 0);
  const mapProps: VenueMapProps = {
    results: search.results,
    origin: map.coordinates,
    defaultView: map.defaultView,
    radius: search.mode === 'near' ? map.radius : null,
    baseUrl,
    tileUrl: tileUrl || DEFAULT_TILE_URL,
    tileAttribution: tileAttribution ?? null,
    onChoose: choose,
  };

  return (
    <section className={styles.root} aria-labelledby="venue-picker-title">
      <h2 id="venue-picker-title" className={styles.heading}>
        {PICKER_TEXT.title}
      </h2>
      <form className={styles.form} role="search" aria-labelledby="venue-picker-title" onSubmit={onSubmit}>
        <TextField
          label={PICKER_TEXT.searchLabel}
          type="search"
          name="search"
          autoComplete="off"
          value={text}
          maxLength={255}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Select
          label={PICKER_TEXT.radiusLabel}
          name="radius"
          hint="For a town or postcode"
          value={String(map.radius)}
          options={radiusOptions}
          onChange={(e) => onRadius(e.currentTarget.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={searching} loadingLabel="Searching">
            {PICKER_TEXT.search}
          </Button>
          {geolocationAvailable() ? (
            <Button variant="outline" loading={locating} loadingLabel={PICKER_TEXT.locating} onClick={onUseLocation}>
              {PICKER_TEXT.useLocation}
            </Button>
          ) : null}
        </div>
      </form>
      {notice ? <p className={styles.notice}>{notice}</p> : null}

      {loadFailed && venues.length === 0 && !loading ? (
        <div role="alert">
          <p className={styles.errorText}>{PICKER_TEXT.loadFailed}</p>
          <Button variant="outline" onClick={() => void store().venue.load()}>
            {PICKER_TEXT.retry}
          </Button>
        </div>
      ) : busy && venues.length === 0 ? (
        <Spinner label={PICKER_TEXT.loading} showLabel />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p id="venue-picker-summary" ref={summaryRef} tabIndex={-1} className={styles.summary} aria-busy={busy}>
              {summary}
            </p>
            <Button variant="outline" aria-expanded={showMap} onClick={() => setShowMap((shown) => !shown)}>
              {showMap ? PICKER_TEXT.hideMap : PICKER_TEXT.showMap}
            </Button>
          </div>
          <div className={`${styles.layout} ${showMap ? styles.layoutWithMap : ''}`}>
            {showMap ? (
              <div className={styles.mapColumn}>
                <VenueMap {...mapProps} />
              </div>
            ) : null}
            {search.results.length > 0 ? (
              <ul className={styles.list} aria-labelledby="venue-picker-summary">
                {search.results.map((result) => (
                  <li
                    key={result.venue.slug}
                    className={`${styles.item} ${result.venue.slug === selectedSlug ? styles.itemSelected : ''}`}
                  >
                    <h3 className={styles.venueName}>
                      <a
                        className={styles.venueLink}
                        href={venueHref(baseUrl, result.venue.slug)}
                        aria-current={result.venue.slug === selectedSlug ? 'true' : undefined}
                        onClick={() => choose(result.venue.slug)}
                      >
                        {result.venue.name}
                      </a>
                    </h3>
                    {addressOf(result) ? <p className={styles.meta}>{addressOf(result)}</p> : null}
                    {result.distance !== null ? (
                      <p className={styles.distance}>{formatMiles(result.distance)} away</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function VenuePicker(props: VenuePickerProps) {
  return (
    <div className={themeRoot}>
      <VenuePickerView {...props} />
    </div>
  );
}
