/**
 * Reads a query string into a plain object for schema validation. Repeated keys and `key[]` keys
 * become arrays, so `venue_ids[]=a&venue_ids[]=b`, `venue_ids=a&venue_ids=b` and a single
 * `venue_ids=a` all reach the schema in a shape its list helper understands.
 */
export function queryObject(url: string): Record<string, string | string[]> {
  const params = new URL(url, 'http://local').searchParams;
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isList ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}
