import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess.ts';
import { startThirdPartySite } from './thirdPartyServer.ts';
import { ensureFreshBuilds } from './buildArtifacts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server: API, host app and embed bundles (`http://localhost:4300`). */
    baseUrl: string;
    /** The account area: the same server on the `account.` sub-domain. */
    accountUrl: string;
    /** The stand-in operator website on another origin. */
    thirdPartyOrigin: string;
    /** London's date when the server seeded its demo data ("tomorrow's full yoga" is the day after it). */
    seedDay: string;
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 4300);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without the browser every file would wait on its launch in turn; say so once, before anything starts.
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium))
    throw new Error(
      `e2e: no Chromium at ${chromium}. Install Debian's (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  // E2E_BASE_URL points the suite at a server that is already running (a developer's own); by default the
  // suite builds what is stale and starts the real server on a fresh database.
  const external = process.env.E2E_BASE_URL;
  if (!external) ensureFreshBuilds(repoRoot);
  const seedDay = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const server = external
    ? { baseUrl: external.replace(/\/$/, ''), stop: async () => {} }
    : await startServer(repoRoot, PORT);
  const { protocol, host } = new URL(server.baseUrl);
  const site = await startThirdPartySite(resolve(repoRoot, 'test/fixtures/third-party'), server.baseUrl);
  project.provide('baseUrl', server.baseUrl);
  project.provide('accountUrl', `${protocol}//account.${host}`);
  project.provide('thirdPartyOrigin', site.origin);
  project.provide('seedDay', seedDay);
  return async () => {
    await site.close();
    await server.stop();
  };
}
