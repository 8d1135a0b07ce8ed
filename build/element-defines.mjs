// `import 'virtual:venue-element-defines'` becomes one import per `packages/elements/src/<flow>/define.ts`,
// so a new element joins every bundle by having a define.ts: no list to keep in step by hand.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ELEMENTS_SRC = fileURLToPath(new URL('../packages/elements/src/', import.meta.url));
export const DEFINES_ID = 'virtual:venue-element-defines';
const RESOLVED = '\0' + DEFINES_ID;

/** Every flow folder's define.ts, sorted for a stable bundle. */
export function elementDefineFiles(root = ELEMENTS_SRC) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'internal')
    .map((entry) => join(root, entry.name, 'define.ts'))
    .filter((file) => existsSync(file))
    .sort();
}

export function elementDefines({ root = ELEMENTS_SRC } = {}) {
  return {
    name: 'venue-element-defines',
    resolveId(source) {
      return source === DEFINES_ID ? { id: RESOLVED, moduleSideEffects: true } : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const files = elementDefineFiles(root);
      for (const file of files) this.addWatchFile(file);
      return { code: files.map((file) => `import ${JSON.stringify(file)};`).join('\n') + '\n', moduleSideEffects: true };
    },
  };
}
