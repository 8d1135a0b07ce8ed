import { mkdirSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { buildTypings } from '../manifest/manifest.ts';
import { ELEMENT_METADATA, ELEMENT_TAGS, EVENTS } from '../registry.ts';

// vitest runs from the repository root.
const ROOT = `${process.cwd()}/`;
const EVENTS_FILE = `${ROOT}packages/elements/src/events/venueEvents.ts`;

/** The project's compiler options (paths to @venue/*), for a program that checks one file. */
function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(`${ROOT}tsconfig.json`, (path) => ts.sys.readFile(path));
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options, types: [], noEmit: true };
}

/** VenueEventMap's members as the source declares them: event name -> the detail type's name. */
function venueEventMap(): Record<string, string> {
  const program = ts.createProgram([EVENTS_FILE], compilerOptions());
  const source = program.getSourceFile(EVENTS_FILE)!;
  const map = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'VenueEventMap',
  );
  if (!map) throw new Error('events/venueEvents.ts declares no VenueEventMap');
  return Object.fromEntries(
    map.members.filter(ts.isPropertySignature).map((m) => [(m.name as ts.StringLiteral).text, m.type!.getText(source)]),
  );
}

describe('the element registry and VenueEventMap are one event model', () => {
  it("EVENTS lists exactly VenueEventMap's events, under the map's detail type names", () => {
    const map = venueEventMap();
    expect(Object.keys(EVENTS).sort()).toEqual(Object.keys(map).sort());
    for (const [name, meta] of Object.entries(EVENTS)) {
      expect(meta.name).toBe(name);
      expect(meta.detailType).toBe(map[name]);
    }
  }, 60_000);

  it('every event an element lists is one of EVENTS', () => {
    for (const tag of ELEMENT_TAGS)
      for (const name of ELEMENT_METADATA[tag].events) expect(Object.keys(EVENTS)).toContain(name);
  });

  it("the shipped typings' VenueEventMap has the same names and detail shapes as the source map", () => {
    const dir = `${ROOT}node_modules/.cache/venue-registry-test/`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}venue-elements.d.ts`, buildTypings('0.0.0-test'));
    const check = `${dir}check.ts`;
    writeFileSync(
      check,
      `import type { VenueEventMap as Shipped } from './venue-elements.d.ts';
import type { VenueEventMap as Source } from '${EVENTS_FILE}';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Each<A, B> = { [K in keyof A & keyof B]: Same<A[K], B[K]> };
type AllTrue<T> = T[keyof T] extends true ? true : false;
export const sameNames: Same<keyof Shipped, keyof Source> = true;
export const sameDetails: AllTrue<Each<Shipped, Source>> = true;
`,
    );
    const program = ts.createProgram([check], compilerOptions());
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(check))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 60_000);
});
