import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { routeChunks, STARTUP_CHUNK, startupChunks } from './pageShell.ts';

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

  it('follows only the dynamic imports it is told to (a registration that imports its view preloads none)', () => {
    expect(routeChunks(manifest, 'define.ts', [], () => false)).toEqual(['/assets/define-D.js', '/assets/shared-C.js']);
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

  it("finds start-up's chunk by its group's name, not a module's chunk of the same name", () => {
    const withGroup = {
      ...manifest,
      '_startup-J.js': { file: 'assets/startup-J.js', name: 'startup', imports: ['_react'] },
      'pages/startup.tsx': { file: 'assets/startup-K.js', name: 'startup', src: 'pages/startup.tsx' },
    };
    expect(startupChunks(withGroup)).toEqual(['_startup-J.js']);
    expect(startupChunks(manifest)).toEqual([]);
  });

  it("names the host build's group", () => {
    const config = readFileSync(path.join(repoRoot, 'host-app/vite.config.ts'), 'utf8');
    expect(config).toContain(`name: '${STARTUP_CHUNK}'`);
  });
});
