import { withBase, withQuery, type QueryObject } from 'ufo';
import destrShim from '../../../../build/shims/destr.mjs';
import * as ufoShim from '../../../../build/shims/ufo.mjs';
import { joinBase, queryString, withQueryString } from './url.ts';

const BASES = ['', '/', 'http://localhost:4300', 'http://localhost:4300/', 'https://api.example.com/v2', '/proxy'];
const PATHS = [
  '/api/client',
  'api/client',
  './api/client',
  '/',
  '',
  'http://other.test/api',
  '/proxy/api/x',
  '/proxyish',
];

/** A query as the server reads it: every key with every value, in order. */
const entries = (url: string) => [...new URL(url, 'http://page.test/').searchParams.entries()];

describe('url: the addresses the API client builds, as ofetch with ufo would', () => {
  it('puts a path under the API base exactly as ufo withBase does', () => {
    for (const base of BASES)
      for (const path of PATHS) {
        expect(joinBase(base, path), `${base} + ${path}`).toBe(withBase(path, base));
        expect(ufoShim.withBase(path, base)).toBe(withBase(path, base));
      }
  });

  it('sends the same parameters as ufo withQuery, for the values the client sends', () => {
    const queries: QueryObject[] = [
      { venue: 'riverside' },
      { page: 2, per_page: 25, include_past: false, staff: true, zero: 0 },
      { search: 'Aqua fit & swim #1 +more / 50% ?=`^' },
      { empty: '', gone: undefined, ids: [3, 4, 5], names: ['a b', 'c&d'] },
      { 'odd key=&': 'x', unicode: 'Café Łódź 🏊' },
      { nested: { a: 1 } },
      {},
    ];
    for (const query of queries) {
      const ours = withQueryString('http://localhost:4300/api/x', query);
      const theirs = withQuery('http://localhost:4300/api/x', query);
      expect(entries(ours), JSON.stringify(query)).toEqual(entries(theirs));
      expect(ours.split('?')[0]).toBe(theirs.split('?')[0]);
      expect(entries(ufoShim.withQuery('/api/x', query))).toEqual(entries(withQuery('/api/x', query)));
    }
    expect(queryString({ a: 1, b: 'x y', c: [1, 2] })).toBe('a=1&b=x+y&c=1&c=2');
    expect(withQueryString('/api/x?a=1#top', { b: 2 })).toBe('/api/x?a=1&b=2#top');
    expect(withQueryString('/api/x', {})).toBe('/api/x');
  });

  it("the destr stand-in reads JSON and keeps other text, as the client's parseBody does", () => {
    expect(destrShim('{"data":{"a_b":1}}')).toEqual({ data: { a_b: 1 } });
    expect(destrShim('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(destrShim('')).toBe('');
  });
});
