// The embed's chunks name what they import and export by rollup's short export names
// (`minifyInternalExports`), but terser gave the local bindings names of its own, so each name crossing a
// chunk boundary was written twice: `import{r as e,d as a}from"./x.js"`, `export{n as a}`; 0.7 KB gzip over
// all elements (2026-11-29). Before terser runs, boundaryNames gives such a module-level binding the name it
// crosses the boundary under, where that neither shadows nor captures anything in the chunk, and terser is
// told to keep those names: `import{r,d}from"./x.js"`, `export{a}`. Only the names of bindings change, on
// eslint-scope's reading of the chunk; a binding whose name is taken keeps terser's.
import { analyze } from 'eslint-scope';
import { minify } from 'terser';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof undefined var void while with yield'.split(
    ' ',
  ),
);

/** Gives every node the `range` eslint-scope reads, and returns each node's parent. */
function prepare(ast) {
  const parents = new Map();
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    node.range = [node.start, node.end];
    parents.set(node, parent);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child, node);
      else if (value && typeof value.type === 'string') visit(value, node);
    }
  };
  visit(ast, null);
  return parents;
}

/** The names a chunk's module-level bindings would rather have: those they are imported or exported under. */
function boundaryWishes(ast) {
  const wanted = new Map();
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      for (const spec of node.specifiers) {
        if (spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier')
          wanted.set(spec.local.name, spec.imported.name);
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.source) {
      for (const spec of node.specifiers) {
        if (spec.exported.type === 'Identifier' && !wanted.has(spec.local.name))
          wanted.set(spec.local.name, spec.exported.name);
      }
    }
  }
  return wanted;
}

/** What an identifier of a renamed binding becomes where it stands. */
function rewrite(id, name, parents) {
  const parent = parents.get(id);
  const inShorthand = (node) => node?.type === 'Property' && node.shorthand;
  if (parent?.type === 'ImportSpecifier') {
    const imported = parent.imported.name;
    return [parent, imported === name ? name : `${imported} as ${name}`];
  }
  if (parent?.type === 'ExportSpecifier' && parent.local === id) {
    const exported =
      parent.exported.type === 'Identifier' ? parent.exported.name : JSON.stringify(parent.exported.value);
    return [parent, exported === name ? name : `${name} as ${exported}`];
  }
  // `{x}` keeps its key: `{x:name}`, also as a pattern with a default (`{x=1}` -> `{x:name=1}`).
  if (
    (inShorthand(parent) && parent.value === id) ||
    (parent?.type === 'AssignmentPattern' && parent.left === id && inShorthand(parents.get(parent)))
  )
    return [id, `${id.name}:${name}`];
  return [id, name];
}

/**
 * The chunk with its imported and exported module-level bindings renamed to their names across the boundary
 * where that is safe, and the names terser must keep.
 */
export function boundaryNames(code, ast) {
  const parents = prepare(ast);
  const scopes = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' });
  const moduleScope = scopes.scopes.find((scope) => scope.type === 'module');
  const globals = new Set(scopes.globalScope.through.map((ref) => ref.identifier.name));
  const wanted = boundaryWishes(ast);
  const taken = new Set(moduleScope.variables.map((v) => v.name));
  const edits = [];
  const keep = [];
  for (const variable of moduleScope.variables) {
    const name = wanted.get(variable.name);
    if (!name || name === variable.name || !IDENTIFIER.test(name) || RESERVED.has(name)) continue;
    if (taken.has(name) || globals.has(name)) continue;
    const shadowed = variable.references.some((ref) => {
      for (let scope = ref.from; scope && scope !== moduleScope; scope = scope.upper) {
        if (scope.set.has(name)) return true;
      }
      return false;
    });
    if (shadowed) continue;
    taken.delete(variable.name);
    taken.add(name);
    keep.push(name);
    const ids = new Set([...variable.identifiers, ...variable.references.map((ref) => ref.identifier)]);
    for (const id of ids) edits.push(rewrite(id, name, parents));
  }
  let out = code;
  edits.sort(([a], [b]) => b.start - a.start);
  for (const [node, text] of edits) out = out.slice(0, node.start) + text + out.slice(node.end);
  return { code: out, keep };
}

/** Short identifiers in order: one character, then two, then three. */
function* shortNames() {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
  const next = `${first}0123456789`;
  for (const a of first) yield a;
  for (const a of first) for (const b of next) yield a + b;
  for (const a of first) for (const b of next) for (const c of next) yield a + b + c;
}

/** A chunk's import source (`./x.js`, `../x.js`) as the file name rollup keys the chunk by. */
function resolveImport(fromFile, source) {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of source.split('/')) {
    if (part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/**
 * One name for each binding a chunk exports to other chunks, the same in every chunk, so no chunk imports two
 * bindings under one name. rollup names each chunk's exports a, b, c… on its own, so a chunk importing from
 * three chunks met three `a`s and wrote `import{a as e}` for all but one (388 such imports over all elements,
 * 2026-11-29). Greedy, most imported first: each binding takes the shortest name that its chunk's other exports
 * and no chunk importing it already imports from elsewhere. Entries and chunks loaded by `import()` keep
 * rollup's names (a dynamic import reads them as properties of the namespace).
 * Returns file name -> (rollup's export name -> the new one).
 */
export function globalExportNames(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const dynamic = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
  const renamable = (file) => byFile.has(file) && !byFile.get(file).isEntry && !dynamic.has(file);
  const importers = new Map(); // `${file}\0${name}` -> chunks importing it
  for (const chunk of chunks) {
    for (const [file, names] of Object.entries(chunk.importedBindings)) {
      for (const name of names) {
        const key = `${file}\0${name}`;
        importers.set(key, [...(importers.get(key) ?? []), chunk.fileName]);
      }
    }
  }
  // What each chunk imports (`file\0name`), and the names those bindings have so far.
  const table = new Map();
  const nameOf = (file, name) => table.get(file)?.get(name) ?? name;
  const items = [];
  for (const chunk of chunks) {
    if (!renamable(chunk.fileName)) continue;
    table.set(chunk.fileName, new Map());
    for (const name of chunk.exports) items.push([chunk.fileName, name]);
  }
  const weight = ([file, name]) => importers.get(`${file}\0${name}`)?.length ?? 0;
  items.sort((a, b) => weight(b) - weight(a) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1));
  const pending = new Set(items.map(([file, name]) => `${file}\0${name}`));
  for (const [file, name] of items) {
    const taken = new Set();
    // The chunk's other exports named already (each still waiting avoids this one's name in its turn).
    for (const other of byFile.get(file).exports)
      if (other !== name && !pending.has(`${file}\0${other}`)) taken.add(nameOf(file, other));
    for (const importer of importers.get(`${file}\0${name}`) ?? []) {
      for (const [from, names] of Object.entries(byFile.get(importer).importedBindings)) {
        for (const other of names) {
          if (from === file && other === name) continue;
          if (pending.has(`${from}\0${other}`)) continue;
          taken.add(nameOf(from, other));
        }
      }
    }
    for (const candidate of shortNames()) {
      if (taken.has(candidate) || RESERVED.has(candidate)) continue;
      table.get(file).set(name, candidate);
      break;
    }
    pending.delete(`${file}\0${name}`);
  }
  return table;
}

/** The chunk's export and import specifiers under globalExportNames' names (the bindings inside keep theirs). */
export function renameBoundary(code, ast, fileName, table) {
  const edits = [];
  const exported = (spec) => (spec.exported.type === 'Identifier' ? spec.exported.name : spec.exported.value);
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      const names = table.get(resolveImport(fileName, node.source.value));
      if (!names) continue;
      for (const spec of node.specifiers) {
        if (spec.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier') continue;
        const name = names.get(spec.imported.name);
        if (name !== undefined) edits.push([spec, `${name} as ${spec.local.name}`]);
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.source) {
      const names = table.get(fileName);
      if (!names) continue;
      for (const spec of node.specifiers) {
        const name = names.get(exported(spec));
        if (name !== undefined) edits.push([spec, `${spec.local.name} as ${name}`]);
      }
    } else if (
      (node.type === 'ExportNamedDeclaration' && node.source) ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.declaration)
    ) {
      // rollup writes neither into a chunk; a rename would have to follow them.
      throw new Error(`${fileName}: an export form the global export names do not handle`);
    }
  }
  let out = code;
  edits.sort(([a], [b]) => b.start - a.start);
  for (const [node, text] of edits) out = out.slice(0, node.start) + text + out.slice(node.end);
  return out;
}

/**
 * terser for the script-tag bundles' chunks, after boundaryNames, keeping the names it gave (terser's own names
 * for everything else). In place of @rollup/plugin-terser, whose options are the same for every chunk.
 * `globalNames` (the Preact builds) first gives every binding that crosses a chunk boundary one name in all
 * chunks (globalExportNames); rollup passes every chunk to renderChunk, so each call reads the same table.
 */
export function minifyChunks(options, { globalNames = false } = {}) {
  const tables = new WeakMap();
  return {
    name: 'venue-minify-chunks',
    async renderChunk(code, chunk, outputOptions, meta) {
      const es = outputOptions.format === 'es';
      let source = code;
      if (es && globalNames) {
        let table = tables.get(meta.chunks);
        if (!table) tables.set(meta.chunks, (table = globalExportNames(Object.values(meta.chunks))));
        source = renameBoundary(code, this.parse(code), chunk.fileName, table);
      }
      const named = es ? boundaryNames(source, this.parse(source)) : { code, keep: [] };
      const result = await minify(named.code, { ...options, module: es, mangle: { reserved: named.keep } });
      return { code: result.code, map: null };
    },
  };
}

/**
 * Drops a chunk's empty `import"./x.js";` where it fetches nothing the browser is not already fetching. rollup
 * adds these (`hoistTransitiveImports`) so a browser fetches a chunk's deeper imports at once: x is also
 * imported by one of the chunk's other imports, so dropping the line never changes what runs or in which order,
 * only when x is asked for. It goes where x is start-up's own chunk, loaded by every entry before any other
 * chunk (0.2 KB gzip over all elements, 2026-11-29), and where the chunk is only ever fetched after x: each
 * chunk that imports it dynamically has x among its own static imports, so x ran before the `import()`, and
 * each that imports it statically fetches x itself (the card provider's chunk, imported by the checkout's,
 * repeated the checkout's seven imports).
 */
export function dropLoadedImports() {
  return {
    name: 'venue-drop-loaded-imports',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (names, skip) => {
        const seen = new Set();
        const queue = [...names];
        while (queue.length > 0) {
          const name = queue.pop();
          if (seen.has(name) || name === skip) continue;
          seen.add(name);
          queue.push(...(byName.get(name)?.imports ?? []));
        }
        return seen;
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length === 0) return;
      const closures = entries.map((entry) => closure(entry.imports));
      const loaded = new Set([...closures[0]].filter((name) => closures.every((c) => c.has(name))));
      // What is fetched by the time a chunk is: for every importer, what that importer has fetched already.
      const staticImporters = new Map();
      const dynamicImporters = new Map();
      for (const chunk of chunks) {
        for (const name of chunk.imports) staticImporters.set(name, [...(staticImporters.get(name) ?? []), chunk]);
        for (const name of chunk.dynamicImports)
          dynamicImporters.set(name, [...(dynamicImporters.get(name) ?? []), chunk]);
      }
      const fetchedBefore = (chunk, name) => {
        if (loaded.has(name)) return true;
        const byStatic = staticImporters.get(chunk.fileName) ?? [];
        const byDynamic = dynamicImporters.get(chunk.fileName) ?? [];
        if (chunk.isEntry || byStatic.length + byDynamic.length === 0) return false;
        return (
          byStatic.every(
            (importer) => importer.fileName === name || closure(importer.imports, chunk.fileName).has(name),
          ) && byDynamic.every((importer) => importer.fileName === name || closure(importer.imports).has(name))
        );
      };
      // One line at a time on the graph as it stands: a line goes only while another import still reaches x, so
      // what each chunk reaches (and so every check here) stays as rollup wrote it.
      for (const chunk of chunks) {
        for (const name of [...chunk.imports]) {
          const others = chunk.imports.filter((i) => i !== name);
          if (!closure(others).has(name) || !fetchedBefore(chunk, name)) continue;
          const dir = chunk.fileName.split('/').slice(0, -1);
          const target = name.split('/');
          let common = 0;
          while (common < dir.length && dir[common] === target[common]) common++;
          const relative = [...dir.slice(common).map(() => '..'), ...target.slice(common)].join('/');
          const statement = `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
          if (!chunk.code.includes(statement)) continue;
          chunk.code = chunk.code.replace(statement, '');
          chunk.imports = others;
        }
      }
    },
  };
}
