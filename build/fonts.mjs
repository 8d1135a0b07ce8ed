// Copies the theme's font files (listed once, in packages/theme/src/fonts.ts) next to a bundle, so
// nothing is fetched from a font CDN, with each face's core file cut from its Latin file at build time
// (subset-font: HarfBuzz's subsetter, compiled to WebAssembly).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);

/** The theme package's fonts module (TypeScript, loaded through tsx). */
async function fontsModule() {
  return tsImport('../packages/theme/src/fonts.ts', import.meta.url);
}

/** The FONT_FILES list from the theme package. */
export async function fontFiles() {
  return (await fontsModule()).FONT_FILES;
}

/** Rollup: emits every font file as `<dir>/<fileName>`, and its core subset as `<dir>/<coreFileName>`. */
export function copyFonts({ dir = 'fonts' } = {}) {
  return {
    name: 'venue-copy-fonts',
    async generateBundle() {
      const { FONT_FILES, CORE_UNICODE_RANGE, rangeCharacters } = await fontsModule();
      const core = rangeCharacters(CORE_UNICODE_RANGE);
      await Promise.all(
        FONT_FILES.map(async (file) => {
          const latin = await readFile(require.resolve(file.source));
          this.emitFile({ type: 'asset', fileName: `${dir}/${file.fileName}`, source: latin });
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${file.coreFileName}`,
            source: await subsetFont(latin, core, { targetFormat: 'woff2' }),
          });
        }),
      );
    },
  };
}
