// Writes what integrators read, from the element registry (packages/elements/src/registry.ts):
//   dist/custom-elements.json   custom-elements-manifest (attributes, properties, events, CSS properties, slots)
//   dist/venue-elements.d.ts    HTMLElementTagNameMap + React JSX.IntrinsicElements + typed venue:* events
// As a rollup plugin (embed build) after the bundle is written; `node build/custom-elements.mjs --readme`
// also rewrites README's marked element table (a unit test fails when README is stale).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = `${ROOT}dist/`;
const README = `${ROOT}README.md`;

async function generator() {
  return tsImport('../packages/elements/src/manifest/manifest.ts', import.meta.url);
}

const version = () => JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).version;

export async function writeManifest() {
  const { buildManifest, buildTypings } = await generator();
  mkdirSync(DIST, { recursive: true });
  const manifest = buildManifest(version());
  writeFileSync(`${DIST}custom-elements.json`, JSON.stringify(manifest, null, 2) + '\n');
  writeFileSync(`${DIST}venue-elements.d.ts`, buildTypings(version()));
  return manifest;
}

export async function writeReadme() {
  const { buildManifest, readmeBlock, withReadmeBlock } = await generator();
  const next = withReadmeBlock(readFileSync(README, 'utf8'), readmeBlock(buildManifest(version())));
  if (next === null) throw new Error('README.md has no elements:start/elements:end markers');
  writeFileSync(README, next);
}

/** Rollup: writes the manifest and typings once the bundle is on disk. */
export function customElementsManifest() {
  return {
    name: 'venue-custom-elements-manifest',
    async writeBundle() {
      await writeManifest();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeManifest();
  if (process.argv.includes('--readme')) await writeReadme();
}
