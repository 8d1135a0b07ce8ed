import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../host-app/dist');
const BUDGET_BYTES = 150 * 1024;

/**
 * The JavaScript a browser fetches before the host app's first paint: the entry script and the chunks
 * Vite marks for modulepreload (its static imports). Route pages and elements other than the nav are
 * dynamic imports and load later.
 */
function firstPaintScripts(): string[] {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
}

describe('host app size', () => {
  it('the host app JavaScript before first paint is under 150 KB min+gzip', () => {
    const scripts = firstPaintScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length,
      0,
    );
    console.log(`host app first-paint JS: ${(total / 1024).toFixed(1)} KB min+gzip in ${scripts.length} files`);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});
