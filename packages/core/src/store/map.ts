import type { MapCoordinates } from '../domain/types.ts';
import type { SliceTools } from './types.ts';

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
  reset(): void;
}

export function createMapSlice({ patch }: SliceTools): MapSlice {
  const initial = { radius: DEFAULT_MAP_RADIUS_MILES, searchTerm: '', coordinates: null, defaultView: DEFAULT_MAP_VIEW };
  return {
    ...initial,
    // The server accepts 0 to 30 (contracts §5); clamp rather than send a request it will refuse.
    setRadius: (miles) => patch('map', { radius: Math.min(30, Math.max(0, miles)) }),
    setSearchTerm: (searchTerm) => patch('map', { searchTerm }),
    setCoordinates: (coordinates) => patch('map', { coordinates }),
    reset: () => patch('map', initial),
  };
}
