import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Core must stay framework-free: any import of React (or Preact, or styling) fails this file.
vi.mock('react', () => {
  throw new Error('core must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('core must not import react-dom');
});

const root = join(import.meta.dirname, '.');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => ({
    typeOnly: Boolean(m[2]),
    source: m[3]!,
  }));

describe('core is framework-free', () => {
  it('the package entry loads with React mocked to throw', async () => {
    const core = await import('./index.ts');
    expect(typeof core.getSessionStore).toBe('function');
    expect(typeof core.configureApi).toBe('function');
  });

  it('no source file imports React, Preact, styling or (outside contract/) zod values', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(root)) {
      const rel = relative(root, file);
      for (const { typeOnly, source } of importsOf(readFileSync(file, 'utf8'))) {
        if (
          /^(react|react-dom|preact)(\/|$)/.test(source) ||
          source.startsWith('@vanilla-extract') ||
          source.startsWith('@venue/')
        )
          offenders.push(`${rel}: ${source}`);
        // contract/values.ts is the one zod-free contract module browser code may take values from.
        const contractValue = /\/contract\//.test(source) && !source.endsWith('/contract/values.ts');
        if (!rel.startsWith('contract') && !typeOnly && (source === 'zod' || contractValue))
          offenders.push(`${rel}: value import of ${source}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('contract/values.ts imports nothing, so taking a value list from it never brings zod along', () => {
    expect(importsOf(readFileSync(join(root, 'contract/values.ts'), 'utf8'))).toEqual([]);
  });
});
