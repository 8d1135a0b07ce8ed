import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { routeChunks, STARTUP_IMPORTS, VENUE_STARTUP_IMPORTS } from './pageShell.ts';

describe('routeChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react'] },
    _react: { file: 'assets/react-B.js' },
    _shared: { file: 'assets/shared-C.js', imports: ['_react'] },
    'define.ts': { file: 'assets/define-D.js', imports: ['_shared'], dynamicImports: ['View.tsx'] },
    'View.tsx': { file: 'assets/View-E.js', imports: ['_shared'], dynamicImports: ['Map.tsx'] },
    'Map.tsx': { file: 'assets/Map-F.js' },
  };
  it("preloads the route's module, its view and their imports, not the entry's chunks nor deeper lazy code", () => {
    expect(routeChunks(manifest, 'define.ts')).toEqual([
      '/assets/define-D.js',
      '/assets/shared-C.js',
      '/assets/View-E.js',
    ]);
    expect(routeChunks(manifest, 'missing.ts')).toEqual([]);
  });

  it('adds the modules start-up imports dynamically, with their static imports, once', () => {
    const withStartup = {
      ...manifest,
      'toSnake.ts': { file: 'assets/toSnake-G.js', imports: ['_react'] },
      'venueRequests.ts': { file: 'assets/venueRequests-H.js', imports: ['_venue', '_shared'] },
      _venue: { file: 'assets/venue-I.js' },
    };
    expect(routeChunks(withStartup, 'define.ts', ['toSnake.ts', 'venueRequests.ts'])).toEqual([
      '/assets/define-D.js',
      '/assets/shared-C.js',
      '/assets/View-E.js',
      '/assets/toSnake-G.js',
      '/assets/venueRequests-H.js',
      '/assets/venue-I.js',
    ]);
  });

  it('names start-up modules that exist, as the host build names them (relative to host-app/)', () => {
    for (const key of [...STARTUP_IMPORTS, ...VENUE_STARTUP_IMPORTS])
      expect(existsSync(path.join(repoRoot, 'host-app', key)), key).toBe(true);
  });
});
