import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// helper-5's plugin: each element's compiled vanilla-extract CSS goes to the shadow-root style registry
// (one constructed sheet shared by every shadow root) instead of a document <style>.
import { viteShadowStyles } from '../build/shadow-styles.mjs';

const API = process.env.VITE_DEV_API ?? 'http://localhost:4300';
/** https://v8.dev/blog/explicit-compile-hints */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), viteShadowStyles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // React DOM alone is ~280 KB minified; the real budget (150 KB min+gzip before first paint) is
    // test/e2e/budget.e2e.test.ts.
    chunkSizeWarningLimit: 320,
    // dist/.vite/manifest.json: the server preloads each route's chunks from it (http/pageShell.ts).
    manifest: true,
    rolldownOptions: {
      // early.ts: the page's first read, started before the app's graph (React) has loaded; the server's
      // page shell adds its script tag (http/pageShell.ts).
      input: {
        index: `${import.meta.dirname}/index.html`,
        early: `${import.meta.dirname}/src/early.ts`,
      },
      output: {
        // V8's explicit compile hint: nearly every function of React's chunk and of the entry runs while the
        // app starts, so V8 compiles them eagerly on the background thread that streams the download instead of
        // lazily on the main thread during start-up's evaluation (a task of its own after first paint). After
        // minification, which would drop the comment, and first in the file, where V8 looks for it.
        postBanner: (chunk) => (chunk.name === 'react' || chunk.name === 'index' ? COMPILE_HINT : ''),
        codeSplitting: {
          // What the entry imports statically (React, the layout, the nav, the session store) goes into two
          // chunks instead of the ~25 small shared ones automatic splitting makes: on a phone each request
          // before first paint costs a round trip (six connections per origin on HTTP/1.1). React is its own
          // chunk so an app change does not invalidate it in caches. Routes and elements stay lazy.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // What early.ts needs (the API client and the first read), with everything it imports: a chunk
            // of its own, which the app imports too, so the early entry waits neither for React nor the app.
            {
              name: 'early',
              test: /host-app[\\/]src[\\/](platform[\\/](api|config)|startup[\\/](earlyReads|startupParams))\.ts$/,
              priority: 3,
            },
            // The early entry's own module stays in its entry chunk, not here (the app does not import it).
            { name: 'app', test: (id: string) => !/[\\/]src[\\/]early\.ts$/.test(id), tags: ['$initial'], priority: 1 },
            // Few requests before an element's page draws (issue 12): Lighthouse's simulation gives each request in
            // flight an equal share of the bandwidth for at least a round trip, so a 0.3 KB chunk beside React
            // slows React's download as much as a large one would, and the course list's 13 chunks of 0.2-1.8 KB
            // held React back by 100-250 ms (2026-11-29). Three groups of small modules, each used together:
            // what start-up imports dynamically on every page (the snake-casing) or on a venue's page (the venue's
            // reads), one chunk the page shell preloads (http/pageShell.ts finds it by this name);
            {
              name: 'startup',
              test: /packages[\\/]core[\\/]src[\\/](api[\\/]toSnake|store[\\/]venueRequests|domain[\\/]venue)\.ts$/,
              priority: 1,
            },
            // the small helpers the elements' views share (lazyView, askToNavigate, wall-clock fields, money, Price);
            {
              name: 'element-kit',
              test: /packages[\\/](elements[\\/]src[\\/]internal[\\/](lazyView|askToNavigate)|core[\\/]src[\\/](time[\\/]wallFields|money[\\/])|ui[\\/]src[\\/]price[\\/])/,
              priority: 1,
            },
            // the list the course and camp lists share, with its card rules and styles.
            {
              name: 'schedule-list',
              test: /packages[\\/]elements[\\/]src[\\/]course-booking[\\/](ScheduleList|bookability|courseBooking\.css)\b/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite host-app` in development: the API and the embed bundles come from the real server.
    proxy: { '/api': API, '/embed': API, '/sandbox': API, '/price': API },
  },
});
