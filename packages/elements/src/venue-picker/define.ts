import { defineVenueElement } from '../internal/createElement.ts';
import { VenuePicker, type VenuePickerProps } from './VenuePicker.tsx';

/**
 * `<venue-picker base-url="" tile-url="https://tile.openstreetmap.org/{z}/{x}/{y}.png">`: find a venue by
 * name, town or postcode, as a list and on a map; choosing one selects it and opens `/location/{slug}`.
 * The view (and, only when the map is shown, Leaflet) load in their own chunks.
 */
defineVenueElement<VenuePickerProps>('venue-picker', VenuePicker, {
  baseUrl: 'string',
  tileUrl: 'string',
  tileAttribution: 'string',
  showMap: 'boolean',
});
