#!/usr/bin/env node
// `npm run size:merge-floor`: how far fewer files alone could take the all-elements total (issue 12).
// Starting from the files the last `npm run size` measured (dist/size-report.json, with its browser rows) and
// their static imports (dist/bundle-stats.json, from `VENUE_STATS=1 npm run build:embed`), it merges two files
// at a time, always the pair whose gzip -9 together saves most, as long as every measured row (each element
// alone, guest and signed in, and the runtime) stays under its budget less MARGIN bytes. A row that loaded one
// of the pair then loads both, and what either imports statically.
//
// The result is a floor for chunking, not a plan: it merges whatever saves bytes, so later steps of unrelated
// flows end up in one file that the first of them fetches whole. If even that stays over 130 KB, the
// all-elements budget needs less code, not other chunks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EMBED = join(ROOT, 'dist', 'embed');
const MARGIN = Number(process.env.MARGIN ?? 60);
/** Files that stay alone: the entry, start-up, the element layer, and the lazy third parties loaded on a branch. */
const PINNED = /venue-elements\.js|VenueMap|leaflet/;
const ALONE_BY_DESIGN = (file, stats) =>
  PINNED.test(file) || Object.keys(stats[file]?.byModule ?? {}).some((m) => /dompurify|stripe-js/.test(m));

for (const file of ['size-report.json', 'bundle-stats.json']) {
  if (!existsSync(join(ROOT, 'dist', file))) {
    console.error(`dist/${file} is missing: run \`VENUE_STATS=1 npm run build:embed\` and \`npm run size\` first.`);
    process.exit(1);
  }
}
const report = JSON.parse(readFileSync(join(ROOT, 'dist', 'size-report.json'), 'utf8'));
const stats = JSON.parse(readFileSync(join(ROOT, 'dist', 'bundle-stats.json'), 'utf8'));
const inEmbed = (path) => /(^|\/)embed\//.test(path);
const key = (path) => path.replace(/^.*?embed\//, '');

const gzipOf = new Map();
function gzip(group) {
  const id = [...group].sort().join('+');
  if (!gzipOf.has(id)) {
    const code = Buffer.concat(group.map((file) => readFileSync(join(EMBED, file))));
    gzipOf.set(id, gzipSync(code, { level: 9 }).length);
  }
  return gzipOf.get(id);
}

const allRow = report.budgets.find((row) => row.name === 'all customer elements together');
const rows = report.budgets
  .filter((row) => row.name.includes(' alone') || row.name.startsWith('shared runtime'))
  .map((row) => {
    const files = row.files.filter(inEmbed).map(key);
    // What the row fetched from elsewhere (the sandbox's card fields) stays as it was.
    const outside = row.bytes - files.reduce((sum, file) => sum + gzip([file]), 0);
    return { name: row.name, budget: row.budget, files, outside };
  });
if (!allRow || !rows.some((row) => row.name.includes(' alone'))) {
  console.error('dist/size-report.json has no browser rows: run `npm run size` (not --static) first.');
  process.exit(1);
}

function rowBytes(row, groups) {
  const groupOf = new Map(groups.flatMap((group, i) => group.map((file) => [file, i])));
  const needed = new Set(row.files.filter((file) => groupOf.has(file)).map((file) => groupOf.get(file)));
  for (const i of needed)
    for (const file of groups[i])
      for (const imported of stats[file]?.imports ?? []) if (groupOf.has(imported)) needed.add(groupOf.get(imported));
  return row.outside + [...needed].reduce((sum, i) => sum + gzip(groups[i]), 0);
}

const stale = allRow.files.map(key).filter((file) => !stats[file]);
if (stale.length) {
  console.error(
    `dist/bundle-stats.json is from another build (${stale.length} files unknown to it): ` +
      'run `VENUE_STATS=1 npm run build:embed`, then `npm run size`.',
  );
  process.exit(1);
}
let groups = allRow.files.map((file) => [key(file)]);
let total = groups.reduce((sum, group) => sum + gzip(group), 0);
console.log(`all customer elements together now: ${total} bytes in ${groups.length} files`);
for (;;) {
  let best = null;
  for (let a = 0; a < groups.length; a++) {
    if (groups[a].some((file) => ALONE_BY_DESIGN(file, stats))) continue;
    for (let b = a + 1; b < groups.length; b++) {
      if (groups[b].some((file) => ALONE_BY_DESIGN(file, stats))) continue;
      const merged = [...groups[a], ...groups[b]];
      const saving = gzip(groups[a]) + gzip(groups[b]) - gzip(merged);
      if (saving <= 0 || (best && saving <= best.saving)) continue;
      const next = [...groups.filter((_, i) => i !== a && i !== b), merged];
      if (rows.every((row) => rowBytes(row, next) <= row.budget - MARGIN)) best = { saving, next, merged };
    }
  }
  if (!best) break;
  groups = best.next;
  total -= best.saving;
  console.log(
    `-${String(best.saving).padStart(5)} -> ${total}  ${best.merged.map((f) => f.replace('chunks/', '')).join(' ')}`,
  );
}
console.log(
  `floor with every row under its budget: ${total} bytes (${(total / 1024).toFixed(1)} KB) in ${groups.length} files`,
);
for (const row of rows) console.log(`  ${String(rowBytes(row, groups)).padStart(6)} / ${row.budget}  ${row.name}`);
