import { routeChunks } from './pageShell.ts';

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
});
