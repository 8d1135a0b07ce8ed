// The map half of <venue-picker>. This module is the only one that imports Leaflet, and the picker
// loads it through lazyView only when the map is shown, so a page that only lists venues never
// downloads Leaflet (test/e2e/venue-picker.e2e.test.ts watches the requests).
import { formatMiles, milesToMetres, type MapCoordinates, type VenueResult } from '@venue/core';
import { useEffect, useRef, useState } from 'react';
import {
  Circle,
  DivIcon,
  LatLngBounds,
  LayerGroup,
  Map as LeafletMap,
  Marker,
  TileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
// Leaflet's own stylesheet, as text, into the one constructed sheet every shadow root adopts (the
// same registry the vanilla-extract styles use), so the map's panes and controls are laid out inside
// the shadow root too. Registered when this chunk loads, never before.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { registerStyles } from '../internal/styles.ts';
import * as styles from './venuePicker.css.ts';

registerStyles(leafletCss);

export interface VenueMapProps {
  results: VenueResult[];
  /** The searched point (a place or the device), or null. */
  origin: MapCoordinates | null;
  /** Where the map looks when there is nothing to show (VENUE-009). */
  defaultView: MapCoordinates;
  /** Miles around the origin drawn as a circle, for a search near a point; null draws none. */
  radius: number | null;
  baseUrl: string;
  tileUrl: string;
  /** Plain text credit for the tiles; null uses OpenStreetMap's. */
  tileAttribution: string | null;
  onChoose(slug: string): void;
}

export const TILES_FAILED = 'Map tiles could not be loaded. The list shows every venue.';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const DEFAULT_ZOOM = 6;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function venueHref(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/location/${encodeURIComponent(slug)}`;
}

/** A marker is a real link (it opens the venue's activities, as the list's link does), named for screen readers. */
function markerIcon(result: VenueResult, baseUrl: string, onChoose: (slug: string) => void): DivIcon {
  const link = document.createElement('a');
  link.href = venueHref(baseUrl, result.venue.slug);
  link.className = styles.marker;
  link.dataset.venue = result.venue.slug;
  const distance = result.distance === null ? '' : `, ${formatMiles(result.distance)} away`;
  link.setAttribute('aria-label', `${result.venue.name}${distance}`);
  link.title = result.venue.name;
  link.addEventListener('click', () => onChoose(result.venue.slug));
  return new DivIcon({ html: link, className: 'venue-marker', iconSize: [28, 28], iconAnchor: [4, 34] });
}

export function VenueMap({
  results,
  origin,
  defaultView,
  radius,
  baseUrl,
  tileUrl,
  tileAttribution,
  onChoose,
}: VenueMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const [tilesFailed, setTilesFailed] = useState(false);

  // One Leaflet map per tile source; removed with the element.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const map = new LeafletMap(element, {
      center: [defaultView.lat, defaultView.lng],
      zoom: DEFAULT_ZOOM,
      scrollWheelZoom: false,
      keyboard: true,
    });
    let loaded = 0;
    let failed = 0;
    const tiles = new TileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileAttribution === null ? OSM_ATTRIBUTION : escapeHtml(tileAttribution),
    });
    tiles.on('tileload', () => {
      loaded += 1;
      setTilesFailed(false);
    });
    tiles.on('tileerror', () => {
      failed += 1;
      // Unreachable tiles (offline, a blocking policy): the map says so; the list beside it still works.
      if (loaded === 0 && failed > 0) setTilesFailed(true);
    });
    tiles.addTo(map);
    layerRef.current = new LayerGroup().addTo(map);
    mapRef.current = map;
    // The container may have been laid out after Leaflet measured it (lazy chunk, grid column).
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // defaultView is the store's constant; the map is rebuilt only for another tile source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, tileAttribution]);

  // Markers, the searched point and its radius follow the results.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const points: Array<[number, number]> = [];
    for (const result of results) {
      const { lat, lng } = result.venue;
      // VENUE-012: a venue without usable coordinates has no marker (searchVenues keeps it only in plain lists).
      if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
      new Marker([lat, lng], {
        icon: markerIcon(result, baseUrl, (slug) => chooseRef.current(slug)),
        interactive: false,
        keyboard: false,
      }).addTo(layer);
      points.push([lat, lng]);
    }
    if (origin) {
      new Marker([origin.lat, origin.lng], {
        icon: new DivIcon({ className: styles.markerOrigin, iconSize: [18, 18] }),
        interactive: false,
        keyboard: false,
      }).addTo(layer);
      if (radius !== null && radius > 0) {
        const circle = new Circle([origin.lat, origin.lng], {
          radius: milesToMetres(radius),
          interactive: false,
          weight: 2,
          fillOpacity: 0.08,
        }).addTo(layer);
        map.fitBounds(circle.getBounds(), { padding: [16, 16], maxZoom: 13 });
        return;
      }
      points.push([origin.lat, origin.lng]);
    }
    if (points.length === 0) map.setView([defaultView.lat, defaultView.lng], DEFAULT_ZOOM);
    else if (points.length === 1) map.setView(points[0]!, 12);
    else map.fitBounds(new LatLngBounds(points), { padding: [32, 32], maxZoom: 13 });
  }, [results, origin, radius, baseUrl, defaultView]);

  return (
    <>
      <div
        ref={box}
        className={styles.map}
        role="region"
        aria-label="Map of the venues listed (each marker opens that venue's activities)"
        data-venue-map=""
      />
      {tilesFailed ? (
        <p className={styles.mapNote} role="status">
          {TILES_FAILED}
        </p>
      ) : null}
    </>
  );
}
