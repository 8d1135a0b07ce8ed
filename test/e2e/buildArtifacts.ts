import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server serves built files (host-app/dist, dist/embed). `npm test` builds before the e2e step;
 * a direct `npm run test:e2e` rebuilds here when a build is missing or older than the sources,
 * so the browser never tests yesterday's bundle.
 */
export function ensureFreshBuilds(repoRoot: string, log: (line: string) => void = console.log): void {
  const sources = [
    'host-app/src',
    'host-app/index.html',
    'packages/core/src',
    'packages/theme/src',
    'packages/ui/src',
    'packages/elements/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(repoRoot, s))));
  const targets: Array<{ output: string; script: string; needs: string }> = [
    { output: 'host-app/dist/index.html', script: 'build:host', needs: 'host-app/index.html' },
    { output: 'dist/embed/venue-elements.js', script: 'build:embed', needs: 'rollup.config.mjs' },
  ];
  for (const { output, script, needs } of targets) {
    if (!existsSync(join(repoRoot, needs))) {
      log(`e2e: ${needs} does not exist yet, skipping npm run ${script}`);
      continue;
    }
    const built = join(repoRoot, output);
    if (process.env.E2E_SKIP_BUILD !== '1' && (!existsSync(built) || statSync(built).mtimeMs < newestSource)) {
      log(`e2e: ${output} is missing or older than the sources, running npm run ${script}`);
      try {
        // vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
        execFileSync('npm', ['run', '--silent', script], {
          cwd: repoRoot,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        });
      } catch (error) {
        // A broken build of one bundle must not hide the results of tests that do not need it.
        log(`e2e: npm run ${script} failed (${String(error)}); tests that need ${output} will fail`);
      }
    }
  }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}
