// The React build registers every tag at once: this rollup plugin turns each `() => import('./<flow>/define.ts')`
// of packages/elements/src/registry.ts into a static import, so the registrations sit in its entry chunk. The
// script-tag bundles no longer use it: they define each tag when it first appears (internal/lazyDefine.ts), and
// the host app (Vite) keeps the dynamic imports.
import { fileURLToPath } from 'node:url';

export const REGISTRY = fileURLToPath(new URL('../packages/elements/src/registry.ts', import.meta.url));
const LOADER = /\(\)\s*=>\s*import\((['"])(\.\/[^'"]+)\1\)/g;

/** The registry source with its dynamic loader imports made static. */
export function eagerRegistrySource(code) {
  const imports = [];
  // Side-effect imports (no namespace objects): callers only wait for the registration, never read exports.
  const body = code.replace(LOADER, (_match, _quote, specifier) => {
    imports.push(`import ${JSON.stringify(specifier)};`);
    return `() => Promise.resolve()`;
  });
  if (imports.length === 0) throw new Error('eager-registry: no loaders found in registry.ts');
  return `${imports.join('\n')}\n${body}`;
}

export function eagerRegistry({ registry = REGISTRY } = {}) {
  return {
    name: 'venue-eager-registry',
    transform(code, id) {
      if (id.split('?')[0] !== registry) return null;
      return { code: eagerRegistrySource(code), map: null };
    },
  };
}
