import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { ELEMENT_METADATA, ELEMENT_TAGS } from '../registry.ts';
import { buildManifest, buildTypings, readmeBlock, withReadmeBlock } from './manifest.ts';

// vitest runs from the repository root.
const ROOT = `${process.cwd()}/`;

describe('custom-elements.json', () => {
  const manifest = buildManifest('0.0.0-test');
  const declarations = manifest.modules[0]!.declarations;

  it('uses the custom-elements-manifest schema and lists every registry tag as a custom element', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(declarations.map((d) => d.tagName)).toEqual(ELEMENT_TAGS);
    expect(manifest.modules[0]!.exports.map((e) => e.name)).toEqual(ELEMENT_TAGS);
  });

  it.each(ELEMENT_TAGS)('<%s> carries its attributes, events, CSS custom properties and slots', (tag) => {
    const d = declarations.find((x) => x.tagName === tag)!;
    expect(d.attributes.map((a) => a.name)).toEqual(ELEMENT_METADATA[tag].attributes.map((a) => a.name));
    expect(d.attributes.every((a) => a.type.text.length > 0 && a.description.length > 0)).toBe(true);
    expect(d.events.map((e) => e.name)).toEqual([...ELEMENT_METADATA[tag].events]);
    expect(d.events.every((e) => /^CustomEvent<\w+Detail>$/.test(e.type.text))).toBe(true);
    expect(d.cssProperties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['--venue-primary', '--venue-font-body', '--venue-radius']),
    );
    expect(d.slots).toEqual([]);
  });
});

describe('venue-elements.d.ts', () => {
  it('compiles for a TypeScript + React consumer, and rejects a wrong attribute or event detail', () => {
    const dir = `${ROOT}node_modules/.cache/venue-manifest-test/`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}venue-elements.d.ts`, buildTypings('0.0.0-test'));
    writeFileSync(
      `${dir}consumer.tsx`,
      `import type {} from './venue-elements.d.ts';
const nav: HTMLElementTagNameMap['venue-nav'] = document.createElement('venue-nav');
nav.onlineJoining = true;
document.createElement('venue-checkout').addEventListener('venue:booking-confirmed', (e) => String(e.detail.completeOrderId).toUpperCase());
document.addEventListener('venue:basket-change', (e) => e.detail.itemCount.toFixed());
document.createElement('section').addEventListener('venue:basket-change', (e) => e.detail.itemCount.toFixed());
window.addEventListener('venue:logged-in', (e) => e.detail.userId.toFixed());
document.addEventListener('venue:theme', (e) => (e.detail.status === 'ok' ? e.detail.theme.themeAppPrimaryColour : e.detail.httpStatus));
export const ok = (
  <>
    <venue-nav base-url="https://bookings.example.com" online-joining />
    <venue-login mode="page" onvenue:logged-in={(e) => e.detail.userId.toFixed()} />
    <course-booking venue="riverside" course="swimming-lessons-stage-1" />
    <venue-basket checkout-url="/basket/checkout" />
    <venue-checkout no-redirect basket-url="/basket" />
    <booking-confirmation order-id="ord-1" />
  </>
);
// @ts-expect-error mode is 'modal' | 'page' | 'reset'
export const badMode = <venue-login mode="sideways" />;
// @ts-expect-error the detail has no orderId
document.addEventListener('venue:booking-confirmed', (e) => e.detail.orderId);
`,
    );
    const program = ts.createProgram([`${dir}consumer.tsx`], {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      allowImportingTsExtensions: true,
      skipLibCheck: true,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('README', () => {
  it('lists every element from the manifest (run `npm run readme:elements` when this fails)', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    const block = readmeBlock(buildManifest('0.0.0-test'));
    expect(withReadmeBlock(readme, block)).toBe(readme);
    for (const tag of ELEMENT_TAGS) expect(block).toContain(`<${tag}>`);
  });
});
