import { describe, expect, it } from 'vitest';
import { parseAst } from 'rollup/parseAst';
import { minify } from 'terser';
import { boundaryNames, dropLoadedImports, globalExportNames, renameBoundary } from './import-names.mjs';

const rename = (code) => boundaryNames(code, parseAst(code));

/** What a module's code does: its exports' values and what it logs, run as a data: module. */
async function run(code, imports = {}) {
  let source = code;
  for (const [from, body] of Object.entries(imports))
    source = source.replaceAll(from, `data:text/javascript,${encodeURIComponent(body)}`);
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('boundaryNames', () => {
  it('gives imported and exported bindings their names across the boundary', () => {
    const { code, keep } = rename(
      'import { r as useState, d as useEffect } from "./x.js";\nfunction View() { useState(); useEffect(); }\nexport { View as a };',
    );
    expect(code).toContain('import { r, d } from "./x.js"');
    expect(code).toContain('function a() { r(); d(); }');
    expect(code).toContain('export { a }');
    expect(keep.sort()).toEqual(['a', 'd', 'r']);
  });

  it('leaves a binding whose name would shadow, capture or collide', () => {
    const source = [
      'import { r as useState, d as useEffect, b as useRef, a as other } from "./x.js";',
      // `r` is a parameter where useState is read; `d` is a global read in the chunk; `b` is declared here.
      'function f(r) { return useState(r); }',
      'const g = () => d + useEffect();',
      'const b = 1;',
      'export { f as a, g as c, useRef as e, other as o, b as z };',
    ].join('\n');
    expect(rename(source).code).toBe(
      [
        'import { r as useState, d as useEffect, b as useRef, a } from "./x.js";',
        'function f(r) { return useState(r); }',
        'const c = () => d + useEffect();',
        'const z = 1;',
        'export { f as a, c, useRef as e, a as o, z };',
      ].join('\n'),
    );
  });

  it('keeps the keys of shorthand properties and patterns', () => {
    const { code } = rename(
      'import { r as value } from "./x.js";\nconst o = { value };\nlet { value: v = value, w = value } = {};\nexport { o as a, v as b };',
    );
    expect(code).toContain('const a = { value:r };');
    expect(code).toContain('let { value: b = r, w = r } = {};');
  });

  it('changes nothing a module does once terser has run on it', async () => {
    const dep = 'export const a = 2; export function b(x) { return x * 3; }';
    const source = [
      'import { a as two, b as triple } from "./dep.js";',
      'const shape = { two, triple };',
      'function total(n) { let t = 0; for (let i = 0; i < n; i++) t += triple(i); return t + two; }',
      'export { total as a, shape as b };',
    ].join('\n');
    const before = await run(source, { './dep.js': dep });
    const named = rename(source);
    const minified = (await minify(named.code, { module: true, mangle: { reserved: named.keep } })).code;
    expect(minified).toContain('import{a,b}from"./dep.js"');
    const after = await run(minified, { './dep.js': dep });
    expect(after.a(5)).toBe(before.a(5));
    expect(Object.keys(after.b)).toEqual(Object.keys(before.b));
  });
});

describe('dropLoadedImports', () => {
  const chunk = (fileName, imports, code, isEntry = false, dynamicImports = []) => ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    code,
    isEntry,
  });

  it("drops only empty imports of start-up's chunk that the chunk reaches through another import", () => {
    const bundle = {
      entry: chunk('venue-elements.js', ['chunks/runtime.js'], 'import{a}from"./chunks/runtime.js";', true),
      runtime: chunk('chunks/runtime.js', [], 'export const a=1;'),
      layer: chunk('chunks/layer.js', ['chunks/runtime.js'], 'import{a}from"./runtime.js";export const b=a;'),
      define: chunk(
        'chunks/define-x.js',
        ['chunks/layer.js', 'chunks/runtime.js', 'chunks/other.js'],
        'import{b}from"./layer.js";import"./runtime.js";import"./other.js";b();',
      ),
      // Its only way to start-up's chunk is this import: it stays.
      alone: chunk('chunks/alone.js', ['chunks/runtime.js'], 'import"./runtime.js";'),
      other: chunk('chunks/other.js', ['chunks/layer.js'], 'import"./layer.js";'),
    };
    dropLoadedImports().generateBundle({}, bundle);
    expect(bundle.define.code).toBe('import{b}from"./layer.js";import"./other.js";b();');
    expect(bundle.define.imports).toEqual(['chunks/layer.js', 'chunks/other.js']);
    expect(bundle.alone.code).toBe('import"./runtime.js";');
    expect(bundle.other.code).toBe('import"./layer.js";');
  });

  it('drops empty imports of what every importer of the chunk has fetched already', () => {
    const bundle = {
      entry: chunk('venue-elements.js', ['chunks/runtime.js'], 'import{a}from"./chunks/runtime.js";', true, [
        'chunks/view.js',
      ]),
      runtime: chunk('chunks/runtime.js', [], 'export const a=1;'),
      shared: chunk('chunks/shared.js', [], 'export const s=1;'),
      view: chunk(
        'chunks/view.js',
        ['chunks/shared.js'],
        'import{s}from"./shared.js";export const v=s;import("./lazy.js");',
        false,
        ['chunks/lazy.js', 'chunks/fresh.js'],
      ),
      // Only ever fetched by view, which imported shared itself: the line fetches nothing new.
      lazy: chunk(
        'chunks/lazy.js',
        ['chunks/view.js', 'chunks/shared.js'],
        'import{v}from"./view.js";import"./shared.js";v();',
      ),
      // Also fetched by the entry, which has not fetched shared: the line keeps shared's fetch early.
      fresh: chunk(
        'chunks/fresh.js',
        ['chunks/view.js', 'chunks/shared.js'],
        'import{v}from"./view.js";import"./shared.js";v();',
      ),
    };
    bundle.entry.dynamicImports.push('chunks/fresh.js');
    dropLoadedImports().generateBundle({}, bundle);
    expect(bundle.lazy.code).toBe('import{v}from"./view.js";v();');
    expect(bundle.lazy.imports).toEqual(['chunks/view.js']);
    expect(bundle.fresh.code).toBe('import{v}from"./view.js";import"./shared.js";v();');
    expect(bundle.view.code).toBe('import{s}from"./shared.js";export const v=s;import("./lazy.js");');
  });
});

/** A rendered chunk as rollup hands it to renderChunk, with what it needs of it. */
const chunk = (fileName, { exports = [], importedBindings = {}, dynamicImports = [], isEntry = false } = {}) => ({
  fileName,
  exports,
  importedBindings,
  dynamicImports,
  isEntry,
});

describe('globalExportNames', () => {
  it('names the bindings one chunk imports from several chunks apart, most imported first', () => {
    const table = globalExportNames([
      chunk('chunks/x.js', { exports: ['a', 'b'] }),
      chunk('chunks/y.js', { exports: ['a'] }),
      chunk('chunks/v1.js', { importedBindings: { 'chunks/x.js': ['a', 'b'], 'chunks/y.js': ['a'] } }),
      chunk('chunks/v2.js', { importedBindings: { 'chunks/x.js': ['a'] } }),
    ]);
    const x = table.get('chunks/x.js');
    const y = table.get('chunks/y.js');
    expect(x.get('a')).toBe('a');
    expect(new Set([x.get('a'), x.get('b'), y.get('a')]).size).toBe(3);
  });

  it("keeps the names of entries and of chunks loaded by import(), which are read as the namespace's properties", () => {
    const table = globalExportNames([
      chunk('entry.js', { isEntry: true, exports: ['a'] }),
      chunk('chunks/lazy.js', { exports: ['C'] }),
      chunk('chunks/x.js', { exports: ['a'] }),
      chunk('chunks/v.js', {
        dynamicImports: ['chunks/lazy.js'],
        importedBindings: { 'entry.js': ['a'], 'chunks/x.js': ['a'] },
      }),
    ]);
    expect(table.has('entry.js')).toBe(false);
    expect(table.has('chunks/lazy.js')).toBe(false);
    expect(table.get('chunks/x.js').get('a')).not.toBe('a');
  });
});

describe('renameBoundary', () => {
  it('renames the specifiers on both sides of the boundary, the bindings inside keep theirs', () => {
    const table = new Map([['chunks/x.js', new Map([['a', 'q']])]]);
    const importer = 'import { a as useThing } from "../chunks/x.js";\nuseThing();';
    expect(renameBoundary(importer, parseAst(importer), 'other/v.js', table)).toBe(
      'import { q as useThing } from "../chunks/x.js";\nuseThing();',
    );
    const exporter = 'function useThing() {}\nexport { useThing as a };';
    expect(renameBoundary(exporter, parseAst(exporter), 'chunks/x.js', table)).toBe(
      'function useThing() {}\nexport { useThing as q };',
    );
  });

  it('changes nothing two chunks do together', async () => {
    const x = 'const one = 1;\nexport { one as a };';
    const y = 'const two = 2;\nexport { two as a };';
    const v = 'import { a as one } from "./x.js";\nimport { a as two } from "./y.js";\nexport const sum = one + two;';
    const table = globalExportNames([
      chunk('x.js', { exports: ['a'] }),
      chunk('y.js', { exports: ['a'] }),
      chunk('v.js', { isEntry: true, exports: ['sum'], importedBindings: { 'x.js': ['a'], 'y.js': ['a'] } }),
    ]);
    const renamed = (code, file) => {
      const named = renameBoundary(code, parseAst(code), file, table);
      return boundaryNames(named, parseAst(named)).code;
    };
    const module = await run(renamed(v, 'v.js'), { './x.js': renamed(x, 'x.js'), './y.js': renamed(y, 'y.js') });
    expect(module.sum).toBe(3);
    expect(renamed(v, 'v.js')).not.toContain(' as ');
  });
});
