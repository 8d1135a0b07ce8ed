#!/usr/bin/env node
// The last step of `npm run build` (issue 12): writes `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip, level 9) beside every js/css/html/svg/json file of host-app/dist and dist/embed, once, so the
// server (packages/server/src/http/staticAssets.ts) sends them by Accept-Encoding without compressing per
// request. A compressed copy that would not be smaller is not written (and an old one is removed).
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['host-app/dist', 'dist/embed'];
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json']);

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (COMPRESSIBLE.has(path.extname(e.name).toLowerCase())) yield p;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
for (const d of dirs) {
  const dir = path.resolve(root, d);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.log(`[compress] ${d}: not built, skipped`);
    continue;
  }
  for (const file of files(dir)) {
    const src = readFileSync(file);
    const out = {
      br: zlib.brotliCompressSync(src, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: src.length,
        },
      }),
      gz: zlib.gzipSync(src, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
    for (const [ext, bytes] of Object.entries(out)) {
      if (bytes.length < src.length) writeFileSync(`${file}.${ext}`, bytes);
      else rmSync(`${file}.${ext}`, { force: true });
    }
    raw += src.length;
    br += Math.min(out.br.length, src.length);
    gz += Math.min(out.gz.length, src.length);
    count++;
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`[compress] ${count} files: ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`);
