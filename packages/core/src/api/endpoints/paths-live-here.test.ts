import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Issue 8: API paths live in one place, core/api/endpoints, typed from the contract. Any other client
// source file that writes an `/api/` path fails here.
//
// What is scanned: the client's source folders (core, theme, ui, elements, host app).
// Allowances, and why:
// - test files (*.test.ts[x]) and `testing/` folders: fake servers and assertions must name the paths
//   they answer or expect; they are not callers.
// - packages/server is not scanned: it declares the routes it serves (from the same contract).
// - core/contract is scanned like the rest, but only string literals count, and its doc comments name
//   paths in prose; comments are stripped before matching everywhere.
// - the sandbox card provider's own URLs (`/sandbox/opayo/card-fields`, a default the prepare answer's
//   card_fields_url overrides) are configuration outside /api/, so the rule does not look at them.

const repo = join(import.meta.dirname, '../../../../..');
const SCANNED = ['packages/core/src', 'packages/theme/src', 'packages/ui/src', 'packages/elements/src', 'host-app/src'];
const HOME = join('packages', 'core', 'src', 'api', 'endpoints') + sep;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Block comments, and line comments that start a line or follow whitespace (so `https://` survives). */
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** A string or template literal that starts an /api path, bare, after `${base}`, or after an origin. */
const API_PATH = /['"`](\$\{[^}]*\})?(https?:\/\/[^'"`/\s]*)?\/api(\/|['"`?])/g;

function apiPathsIn(text: string): string[] {
  return [...stripComments(text).matchAll(API_PATH)].map((m) => m[0]);
}

describe('API paths live only in core/api/endpoints (issue 8)', () => {
  it('recognises every way of writing a path, and not imports, comments or other URLs', () => {
    expect(apiPathsIn(`api.query('/api/venues')`)).toHaveLength(1);
    expect(apiPathsIn('api.query(`/api/venues/${slug}`)')).toHaveLength(1);
    expect(apiPathsIn('fetch(`${base}/api/client`)')).toHaveLength(1);
    expect(apiPathsIn(`fetch("https://example.test/api/client")`)).toHaveLength(1);
    expect(apiPathsIn(`const root = '/api';`)).toHaveLength(1);
    expect(apiPathsIn(`import { getApi } from '../api/global.ts';`)).toEqual([]);
    expect(apiPathsIn(`// GET '/api/venues'\n/** the \`/api/client\` answer */`)).toEqual([]);
    expect(apiPathsIn(`const url = 'https://example.test/sandbox/opayo/card-fields';`)).toEqual([]);
  });

  it('finds the paths the endpoints write (the scan reaches real files)', () => {
    const home = sourceFiles(join(repo, 'packages/core/src/api/endpoints')).filter(
      (file) => apiPathsIn(readFileSync(file, 'utf8')).length > 0,
    );
    expect(home.length).toBeGreaterThanOrEqual(8);
  });

  it('no other client source file writes an /api/ path', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(repo, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !relative(repo, file).startsWith(HOME))
      .flatMap((file) => apiPathsIn(readFileSync(file, 'utf8')).map((hit) => `${relative(repo, file)}: ${hit}`));
    expect(offenders).toEqual([]);
  });
});
