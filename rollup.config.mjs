// Builds the embeddable bundles and the React build of the elements.
//   dist/embed/venue-elements.js   every customer element, preact/compat, minified (operators' pages)
//   dist/embed/venue-kiosk.js      the kiosk build, same elements, preact/compat, minified
//   dist/embed/fonts/*.woff2       the theme fonts (@font-face rules point here; no font CDN)
//   dist/custom-elements.json, dist/venue-elements.d.ts  from the element registry (build/custom-elements.mjs)
//   dist/react/elements.js         the elements against the host's own React (react external)
//   dist/embed/venue-elements.copy.js  a second, separately built copy (browser test: two bundles, one store)
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { customElementsManifest } from './build/custom-elements.mjs';
import { directImports } from './build/direct-imports.mjs';
import { narrowReactImports } from './build/narrow-react-imports.mjs';
import { eagerRegistry } from './build/eager-registry.mjs';
import { bundleStats } from './build/bundle-stats.mjs';
import { dropLoadedImports, minifyChunks } from './build/import-names.mjs';
import { manualChunks } from './build/chunks.mjs';
import { plainNamespaces } from './build/plain-namespaces.mjs';
import { copyFonts } from './build/fonts.mjs';
import { rollupShadowStyles } from './build/shadow-styles.mjs';
import { shortIdentifiers } from './build/short-identifiers.mjs';
import { rollupInlineCss } from './build/inline-css.mjs';
import { CLASSIC_JSX, classicJsx } from './build/classic-jsx.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Entry files only: an element loads 10-25 hashed chunks, and the line cost ~30 bytes gzip in each (2-3 KB
// over every chunk); the entry a page names carries the name and version.
const banner = (name) => (chunk) => (chunk.isEntry ? `/*! ${name} v${version} */` : '');

const preactAlias = () =>
  alias({
    // String entries also match subpaths: react/jsx-runtime -> preact/compat/jsx-runtime,
    // react-dom/client -> preact/compat/client.
    entries: [
      { find: 'react-dom', replacement: 'preact/compat' },
      { find: 'react', replacement: 'preact/compat' },
      // Elements' first renders as transitions are for React's scheduler; Preact has none, so its builds
      // take r2wc as published (packages/elements/src/internal/concurrentR2wc.ts says why).
      { find: /^\.\/concurrentR2wc\.ts$/, replacement: '@r2wc/react-to-web-component' },
    ],
  });

/** ofetch's shared module (its file name carries a hash), as its entry imports it. */
function ofetchShared() {
  const entry = fileURLToPath(new URL('./node_modules/ofetch/dist/index.mjs', import.meta.url));
  const shared = readFileSync(entry, 'utf8').match(/from '(\.\/shared\/[^']+)'/)?.[1];
  if (!shared) throw new Error('ofetch: its entry no longer imports a shared module; see build/shims/ofetch.mjs');
  return fileURLToPath(new URL(shared, new URL('./node_modules/ofetch/dist/', import.meta.url)));
}

/**
 * ofetch's two helper packages, replaced by what the API client needs of them: it builds its addresses itself
 * (packages/core/src/api/url.ts) and always names its body parser, so ufo's URL parser and destr's scans
 * (4 KB minified) would sit unused in the runtime every element loads. build/shims/ says what each answers.
 * ofetch itself comes through its shared module, without the entry's default instance (build/shims/ofetch.mjs).
 */
const ofetchHelpersAlias = () =>
  alias({
    entries: [
      { find: /^ufo$/, replacement: fileURLToPath(new URL('./build/shims/ufo.mjs', import.meta.url)) },
      { find: /^destr$/, replacement: fileURLToPath(new URL('./build/shims/destr.mjs', import.meta.url)) },
      { find: /^ofetch$/, replacement: fileURLToPath(new URL('./build/shims/ofetch.mjs', import.meta.url)) },
      { find: /^ofetch\/dist\/shared$/, replacement: ofetchShared() },
    ],
  });

export function plugins({ preact, minify, eager }) {
  return [
    // Must come first: every later plugin has to see preact/compat, never react.
    ...(preact ? [preactAlias(), narrowReactImports()] : []),
    ofetchHelpersAlias(),
    // The React build registers every tag at once: registry.ts's loaders become static imports there. The
    // script-tag bundles keep them dynamic and load a tag's chunk when it first appears (lazyDefine.ts).
    ...(eager ? [eagerRegistry()] : []),
    // `import { X } from '@venue/ui'` -> X's own module, so a lazy chunk holds only what it uses.
    directImports(),
    // Before vanillaExtractPlugin: claims its virtual CSS imports (see build/README.md).
    rollupShadowStyles({ minify }),
    vanillaExtractPlugin({ identifiers: minify ? shortIdentifiers() : 'debug' }),
    // `*.css?inline` -> the CSS text (Leaflet's stylesheet for the venue map's shadow root).
    rollupInlineCss(),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    ...(preact ? [classicJsx()] : []),
    typescript({
      tsconfig: './build/tsconfig.rollup.json',
      ...(preact ? { compilerOptions: CLASSIC_JSX } : {}),
      // vanilla-extract already compiled the .css.ts files; TypeScript must not re-emit their source.
      exclude: ['**/*.css.ts', '**/*.test.ts', '**/*.test.tsx'],
      noEmitOnError: false,
      outputToFilesystem: false,
    }),
    replace({
      preventAssignment: true,
      values: { __VENUE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    ...(minify ? [plainNamespaces()] : []),
    ...(minify ? [minifyChunks({ format: { comments: /^!/ }, compress: { passes: 2 } }, { globalNames: preact })] : []),
  ];
}

/** Empties an output folder before its build, so stale hashed chunks never reach the size check. */
const cleanDir = (dir) => ({
  name: 'venue-clean-dir',
  buildStart() {
    rmSync(dir, { recursive: true, force: true });
  },
});

export const onwarn = (warning, warn) => {
  // preact and some dependencies carry 'use client' directives, meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // TS2877: package imports keep their `.ts` extension on purpose; rollup resolves them, TS never emits files.
  if (warning.plugin === 'typescript' && /TS2877/.test(warning.message)) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.ids?.[0] ?? '')) return;
  warn(warning);
};

// A chunk is named by its hash alone: an element's chunks import one another by file name, and the names
// (`AttendeeSelectionContents-`) cost 2.5 KB gzip over all chunks (2026-11-28), since every import repeats them and a
// hash does not compress. The define chunks and the venue map keep theirs: `npm run size` finds them by name.
// The others' hashes are 7 characters (rollup's least for this many chunks; 36^7 names) rather than 8: each
// import repeats the name, 0.15 KB over all elements (2026-11-30); staticAssets.ts's isHashed reads 7+.
// dist/bundle-stats.json (VENUE_STATS=1) maps each file to its modules.
const embedChunkName = (chunk) =>
  /^(define|VenueMap|leaflet)/.test(chunk.name) ? 'chunks/[name]-[hash].js' : 'chunks/[hash:7].js';

const embed = {
  input: {
    'venue-elements': 'packages/elements/src/embed.ts',
    'venue-kiosk': 'packages/elements/src/kiosk.ts',
  },
  output: {
    dir: 'dist/embed',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: embedChunkName,
    hashCharacters: 'base36',
    manualChunks,
    onlyExplicitManualChunks: true,
    // What rollup writes itself, between the modules: a lazily loaded view that shares its chunk is reached
    // through a namespace object (`{__proto__:null,Basket:...}`, about 30 of them), which nothing here
    // mutates, so it need not be frozen; and its accessors (`.then(function(t){return t.B})`) as arrows,
    // which every browser that runs the ES2022 the sources compile to has. Together 0.4 KB gzip over all
    // elements with the chunk names' noise taken out (157,708 against 158,111 bytes, 2026-11-29);
    // `constBindings` (38 bytes more off) is left out, as a `const` where rollup wrote `var` can throw
    // before its line runs in a cycle of chunks.
    freeze: false,
    generatedCode: { arrowFunctions: true },
    banner: banner('venue-elements'),
  },
  plugins: [
    cleanDir('dist/embed'),
    ...plugins({ preact: true, minify: true }),
    dropLoadedImports(),
    copyFonts({ dir: 'fonts' }),
    customElementsManifest(),
    ...(process.env.VENUE_STATS ? [bundleStats()] : []),
  ],
  onwarn,
};

const react = {
  input: { elements: 'packages/elements/src/internal/reactEntry.ts' },
  external: (id) => /^react(-dom)?($|\/)/.test(id),
  output: {
    dir: 'dist/react',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    banner: banner('@venue/elements (React build)'),
  },
  plugins: [cleanDir('dist/react'), ...plugins({ preact: false, minify: true, eager: true })],
  onwarn,
};

// A second, separately built bundle (unminified) that only the browser test loads next to
// the real one: the whole embed again plus <basket-count> (test/browser/fixtures/second-bundle.tsx).
const copy = {
  input: 'test/browser/fixtures/second-bundle.tsx',
  // Its own chunks, not inlined: inlined dynamic imports would run every tag's define at load, where the real
  // bundles define a tag only when it first appears (the test checks the copy defines none of them).
  output: {
    dir: 'dist/embed',
    format: 'es',
    entryFileNames: 'venue-elements.copy.js',
    chunkFileNames: 'copy-chunks/[name]-[hash].js',
    banner: banner('venue-elements (test copy)'),
  },
  plugins: [cleanDir('dist/embed/copy-chunks'), ...plugins({ preact: true, minify: false })],
  onwarn,
};

const only = process.env.VENUE_BUILD; // e.g. VENUE_BUILD=embed for a quicker rebuild
const builds = { embed, react, copy };
export default only ? only.split(',').map((name) => builds[name]) : [embed, react, copy];
