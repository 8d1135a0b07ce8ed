import { geocode } from '../api/endpoints/activities.ts';
import type { MapCoordinates } from '../domain/types.ts';
import type { SliceDef, SliceTools } from './types.ts';

export const DEFAULT_MAP_RADIUS_MILES = 5;
export const DEFAULT_MAP_VIEW: MapCoordinates = { lat: 53.59, lng: -2 };

/** flows §3 Map state. */
export interface MapSlice {
  radius: number;
  searchTerm: string;
  coordinates: MapCoordinates | null;
  defaultView: MapCoordinates;
  setRadius(miles: number): void;
  setSearchTerm(term: string): void;
  setCoordinates(coordinates: MapCoordinates | null): void;
  /**
   * GET /api/geocode?search=&country=gb: remembers the term and centres on the best match. No match or a
   * failure clears the coordinates (the map falls back to its default view) and answers null.
   */
  lookup(search: string): Promise<MapCoordinates | null>;
  reset(): void;
}

export function createMapSlice({ patch, deps }: SliceTools): MapSlice {
  let latestLookup = 0;
  const initial = {
    radius: DEFAULT_MAP_RADIUS_MILES,
    searchTerm: '',
    coordinates: null,
    defaultView: DEFAULT_MAP_VIEW,
  };
  return {
    ...initial,
    // The server accepts 0 to 30 (contracts §5); clamp rather than send a request it will refuse.
    setRadius: (miles) => patch('map', { radius: Math.min(30, Math.max(0, miles)) }),
    setSearchTerm: (searchTerm) => patch('map', { searchTerm }),
    setCoordinates: (coordinates) => patch('map', { coordinates }),
    async lookup(search) {
      const term = search.trim();
      const mine = ++latestLookup;
      patch('map', { searchTerm: search });
      let coordinates: MapCoordinates | null = null;
      if (term) {
        try {
          const result = await geocode<Array<{ latitude: number; longitude: number }>>(term, deps.api());
          const best = result.ok ? result.data?.[0] : undefined;
          if (best && Number.isFinite(best.latitude) && Number.isFinite(best.longitude))
            coordinates = { lat: best.latitude, lng: best.longitude };
        } catch {
          coordinates = null;
        }
      }
      // A later lookup (the user kept typing) owns the map.
      if (mine === latestLookup) patch('map', { coordinates });
      return coordinates;
    },
    reset: () => patch('map', initial),
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const mapSlice: SliceDef<'map'> = { name: 'map', create: createMapSlice };
