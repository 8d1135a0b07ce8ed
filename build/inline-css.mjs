// Rollup: `import css from 'some-package/file.css?inline'` answers the file's CSS text as a string,
// as Vite's `?inline` does in the host app, Storybook and vitest. Used for Leaflet's stylesheet, which the
// map chunk of <venue-picker> hands to the shadow-root style registry (build/README.md).
import { readFile } from 'node:fs/promises';

const SUFFIX = '?inline';
const PREFIX = '\0venue-inline-css:';

export function rollupInlineCss() {
  return {
    name: 'venue-inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith(`.css${SUFFIX}`)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      // Comments and blank runs go; the rules stay as written.
      const css = (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { code: `export default ${JSON.stringify(css)};`, moduleSideEffects: false };
    },
  };
}
