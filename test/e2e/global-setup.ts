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
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 4300);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshBuilds(repoRoot);
  const server = await startServer(repoRoot, PORT);
  const site = await startThirdPartySite(resolve(repoRoot, 'test/fixtures/third-party'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('accountUrl', `http://account.localhost:${PORT}`);
  project.provide('thirdPartyOrigin', site.origin);
  return async () => {
    await site.close();
    await server.stop();
  };
}
