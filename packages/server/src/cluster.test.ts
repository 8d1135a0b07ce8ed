import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';

describe('npm run start:cluster (issue 12)', () => {
  it('refuses to start without DATABASE_URL and says why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_CONCURRENCY: '2' };
    delete env.DATABASE_URL;
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/cluster.ts')], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('start:cluster needs DATABASE_URL');
    expect(r.stderr).toMatch(/PGlite/);
    expect(r.stdout).not.toMatch(/workers on port/);
  });
});
