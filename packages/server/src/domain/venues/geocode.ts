import type { GeocodeResult } from '@venue/core/contract';
import { FULL_POSTCODE, OUTWARD_CODE, POSTCODE_AREAS, TOWNS } from '../../db/gazetteer.ts';

/** Offline UK geocoding: a postcode resolves to its area's centre; words match town names. */
export function geocode(term: string, limit = 10): GeocodeResult[] {
  const t = term.trim();
  const compact = t.replace(/\s+/g, '').toUpperCase();
  const postcode = FULL_POSTCODE.exec(t) ?? OUTWARD_CODE.exec(compact);
  if (postcode) {
    const area = POSTCODE_AREAS[postcode[1]!.toUpperCase()];
    if (!area) return [];
    const full = FULL_POSTCODE.test(t);
    const name = full ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
    return [
      {
        name: `${name}, ${area.name}`,
        type: full ? 'postcode' : 'postcode_area',
        latitude: area.lat,
        longitude: area.lng,
        country: 'gb',
        region: area.region,
      },
    ];
  }
  const q = t.toLowerCase();
  const towns = TOWNS.filter((p) => p.name.toLowerCase().includes(q))
    .sort(
      (a, b) =>
        Number(!a.name.toLowerCase().startsWith(q)) - Number(!b.name.toLowerCase().startsWith(q)) ||
        a.name.localeCompare(b.name),
    )
    .map((p) => ({
      name: p.name,
      type: 'town' as const,
      latitude: p.lat,
      longitude: p.lng,
      country: 'gb' as const,
      region: p.region,
    }));
  return towns.slice(0, limit);
}
