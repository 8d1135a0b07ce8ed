// Build plugins that route vanilla-extract's compiled CSS into the shadow-root style registry
// (packages/elements/src/internal/styles.ts) instead of a document <style> or a .css file.
// vanilla-extract cannot inject into shadow roots itself (vanilla-extract issue #488).
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { cssFileFilter, getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';

/** Absolute path of the registry module: one module instance per bundle, so one sheet per bundle. */
export const STYLE_REGISTRY = fileURLToPath(new URL('../packages/elements/src/internal/styles.ts', import.meta.url));

const VIRTUAL_PREFIX = '\0venue-shadow-css:';

/**
 * Rollup: place BEFORE `vanillaExtractPlugin()`. vanilla-extract turns each `.css.ts` into JS that
 * imports a virtual `*.vanilla.css?source=<css>` module; we claim that import first and answer a
 * module that calls `registerStyles(css)`.
 */
export function rollupShadowStyles({ registry = STYLE_REGISTRY, minify = false } = {}) {
  return {
    name: 'venue-shadow-styles',
    resolveId(source) {
      if (!virtualCssFileFilter.test(source)) return null;
      return { id: VIRTUAL_PREFIX + source, moduleSideEffects: true };
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const { source: css } = await getSourceFromVirtualCssFile(id.slice(VIRTUAL_PREFIX.length));
      // vanilla-extract writes indented CSS; in a minified bundle it ships as a string literal, which terser
      // leaves alone (1.6 KB gzip over all chunks on 2026-11-28).
      const source = minify ? (await transform(css, { loader: 'css', minify: true })).code.trimEnd() : css;
      return {
        code: `import { registerStyles } from ${JSON.stringify(registry)};\nregisterStyles(${JSON.stringify(source)});\n`,
        moduleSideEffects: true,
      };
    },
  };
}

const VITE_CSS_IMPORT = /^import\s+["']([^"']+\.vanilla\.css)["'];?\s*$/gm;

/**
 * Vite (host app, Storybook, vitest): an `enforce: 'post'` plugin that rewrites the `.vanilla.css`
 * side-effect import in each compiled `.css.ts` to `?inline` (the CSS text as a string, not injected
 * into the document) and hands the text to `registerStyles`.
 */
export function viteShadowStyles({ registry = STYLE_REGISTRY } = {}) {
  return {
    name: 'venue-shadow-styles',
    enforce: 'post',
    transform(code, id) {
      const [file] = id.split('?');
      if (!cssFileFilter.test(file)) return null;
      let index = 0;
      let found = false;
      const rewritten = code.replace(VITE_CSS_IMPORT, (_match, specifier) => {
        found = true;
        const name = `__venueCss${index++}`;
        return `import ${name} from ${JSON.stringify(`${specifier}?inline`)};\nregisterStyles(${name});`;
      });
      if (!found) return null;
      return {
        code: `import { registerStyles } from ${JSON.stringify(registry)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
