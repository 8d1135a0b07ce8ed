import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// helper-5's plugin: each element's compiled vanilla-extract CSS goes to the shadow-root style registry
// (one constructed sheet shared by every shadow root) instead of a document <style>.
import { viteShadowStyles } from '../build/shadow-styles.mjs';

const API = process.env.VITE_DEV_API ?? 'http://localhost:4300';

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
  },
  server: {
    // `vite host-app` in development: the API and the embed bundles come from the real server.
    proxy: { '/api': API, '/embed': API, '/sandbox': API, '/price': API },
  },
});
