// Browser tests (@web/test-runner 0.20, Node 20) in Debian's Chromium. The tests load the BUILT
// bundles from dist/embed/ (run `npm run build:embed` first; `npm test` does), so they prove what
// operators get, not the sources. A small stand-in API answers /api/* (see test/browser/fake-api.mjs).
import { chromeLauncher } from '@web/test-runner-chrome';
import { bundleCors, cspHeader, fakeApi } from './test/browser/fake-api.mjs';

// Flags that work as root on this closed network (see ../shared/design/toolchain.md).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default {
  files: ['test/browser/*.browser.test.js'],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120000,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  middleware: [cspHeader(), bundleCors(), fakeApi()],
};
