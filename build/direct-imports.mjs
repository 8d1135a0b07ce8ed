// rollup: `import { Button, Spinner } from '@venue/ui'` becomes one import per defining module
// (`.../button/Button.tsx`, `.../spinner/Spinner.tsx`) before bundling. Rollup assigns modules to chunks by
// which entries reach them, and a package entry that re-exports everything makes every lazy view "reach" the
// whole package: one shared chunk with all of @venue/ui and dayjs was fetched by every element (7.6 KB gzip).
// Importing the defining modules directly lets each view's chunk hold only what it uses. Names the barrels
// do not export by name (types, `export *` chains we cannot follow) keep their original import. @venue/theme
// too: through its barrel the start-up code reached the theme's resolver, which only a non-default theme needs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BARRELS = {
  '@venue/ui': resolve(ROOT, 'packages/ui/src/index.ts'),
  '@venue/core': resolve(ROOT, 'packages/core/src/index.ts'),
  '@venue/theme': resolve(ROOT, 'packages/theme/src/index.ts'),
};

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];
function resolveFile(from, specifier) {
  for (const ext of EXTENSIONS) {
    const file = resolve(dirname(from), specifier + ext);
    try {
      readFileSync(file);
      return file;
    } catch {
      // try the next extension
    }
  }
  return null;
}

/**
 * Exported name -> { file, name } of the module that defines it, following `export { a as b } from` and
 * `export * from` through nested barrels. Only value re-exports: a name a file defines itself is its own.
 */
export function exportMap(file, seen = new Set()) {
  const map = new Map();
  if (seen.has(file)) return map;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveFile(file, m[2]);
    if (!target) continue;
    const inner = exportMap(target, seen);
    for (const raw of m[1].split(',')) {
      const part = raw.trim();
      if (!part || part.startsWith('type ')) continue;
      const [local, exported = local] = part.split(/\s+as\s+/).map((s) => s.trim());
      map.set(exported, inner.get(local) ?? { file: target, name: local });
    }
  }
  for (const m of code.matchAll(/export\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveFile(file, m[2]);
    if (target && !map.has(m[1])) map.set(m[1], { file: target, name: '*' });
  }
  for (const m of code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveFile(file, m[1]);
    if (!target) continue;
    for (const [name, origin] of exportMap(target, new Set(seen))) if (!map.has(name)) map.set(name, origin);
    // Names the target defines itself (export function/const/class), reached through the star.
    const own = readFileSync(target, 'utf8');
    for (const d of own.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/g))
      if (!map.has(d[1])) map.set(d[1], { file: target, name: d[1] });
  }
  return map;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](@venue\/(?:ui|core|theme))['"];?/g;

export function directImports({ include = /[\\/]packages[\\/](elements|ui)[\\/]src[\\/].*\.tsx?$/ } = {}) {
  const maps = new Map();
  const mapOf = (barrel) => {
    if (!maps.has(barrel)) maps.set(barrel, exportMap(BARRELS[barrel]));
    return maps.get(barrel);
  };
  return {
    name: 'venue-direct-imports',
    transform(code, id) {
      if (!include.test(id) || /\.test\.tsx?$/.test(id) || !/from\s*['"]@venue\/(ui|core|theme)['"]/.test(code))
        return null;
      let changed = false;
      const out = code.replace(IMPORT, (whole, list, barrel) => {
        const map = mapOf(barrel);
        const kept = [];
        const direct = [];
        for (const raw of list.split(',')) {
          const part = raw.trim();
          if (!part) continue;
          const [imported, local = imported] = part
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .map((s) => s.trim());
          const origin = part.startsWith('type ') ? null : map.get(imported);
          if (!origin) kept.push(part);
          else if (origin.name === '*') direct.push(`import * as ${local} from ${JSON.stringify(origin.file)};`);
          else direct.push(`import { ${origin.name} as ${local} } from ${JSON.stringify(origin.file)};`);
        }
        if (direct.length === 0) return whole;
        changed = true;
        // Types only left: `import type`, which TypeScript erases whole (no empty import of the barrel).
        const typesOnly = kept.every((part) => part.startsWith('type '));
        const rest =
          kept.length === 0
            ? []
            : typesOnly
              ? [`import type { ${kept.map((part) => part.slice(5)).join(', ')} } from '${barrel}';`]
              : [`import { ${kept.join(', ')} } from '${barrel}';`];
        return [...direct, ...rest].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
