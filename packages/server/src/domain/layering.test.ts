import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Domain code knows the rules, not HTTP (issue 8): it throws domain errors and gets its configuration
// passed in. This keeps it true by reading every domain file's import lines.
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domainDir = path.join(srcDir, 'domain');
const httpDir = path.join(srcDir, 'http');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** Every module specifier a file imports or re-exports, static (`import x from`, `export ... from`, bare `import
 * '...'`) or dynamic. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

/** The specifiers of `file` that land in src/http/. */
function httpImports(file: string, source: string): string[] {
  return specifiers(source).filter((s) => {
    if (!s.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), s);
    return target === httpDir || target.startsWith(httpDir + path.sep);
  });
}

describe('domain layering', () => {
  it('finds import and export lines, type-only and dynamic ones too', () => {
    const file = path.join(domainDir, 'carts', 'x.ts');
    const sample = [
      "import type { Ctx } from '../../http/app-env.ts';",
      "import {\n  conflict,\n  notFound,\n} from '../../http/errors.ts';",
      "export { money } from '../../http/wire.ts';",
      "const m = await import('../../http/tenant.ts');",
      "import { conflictError } from '../errors.ts';",
    ].join('\n');
    expect(httpImports(file, sample)).toEqual([
      '../../http/app-env.ts',
      '../../http/errors.ts',
      '../../http/wire.ts',
      '../../http/tenant.ts',
    ]);
  });

  it('no file under src/domain imports src/http', () => {
    const offenders = filesUnder(domainDir).flatMap((f) =>
      httpImports(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(srcDir, f)} -> ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no domain code reads process.env (configuration comes in through deps.config)', () => {
    const offenders = filesUnder(domainDir)
      .filter((f) => !f.endsWith('.test.ts'))
      .filter((f) => /\bprocess\.env\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(srcDir, f));
    expect(offenders).toEqual([]);
  });
});
