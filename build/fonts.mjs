// Copies the theme's font files (listed once, in packages/theme/src/fonts.ts) next to a bundle,
// so nothing is fetched from a font CDN.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);

/** The FONT_FILES list from the theme package (TypeScript, loaded through tsx). */
export async function fontFiles() {
  const fonts = await tsImport('../packages/theme/src/fonts.ts', import.meta.url);
  return fonts.FONT_FILES;
}

/** Rollup: emits every font file as `<dir>/<fileName>` in the output folder. */
export function copyFonts({ dir = 'fonts' } = {}) {
  return {
    name: 'venue-copy-fonts',
    async generateBundle() {
      for (const file of await fontFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${dir}/${file.fileName}`,
          source: await readFile(require.resolve(file.source)),
        });
      }
    },
  };
}
