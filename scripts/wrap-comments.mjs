#!/usr/bin/env node
// Rewraps `//` and JSDoc (` * `) comment lines longer than the width, keeping their indent and prefix.
// Prettier does not touch comments, so this keeps them inside the 120-column rule it enforces for code.
// Usage: node scripts/wrap-comments.mjs [--width 120] FILE...
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
let width = 120;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--width') width = Number(args[++i]);
  else files.push(args[i]);
}

const COMMENT = /^(\s*)(\/\/\s?|\*\s?|\/\*\*\s?)(.*)$/;

function wrap(prefixFirst, prefixRest, text) {
  const words = text.split(/\s+/).filter(Boolean);
  const out = [];
  let line = prefixFirst;
  let empty = true;
  for (const word of words) {
    const next = empty ? line + word : `${line} ${word}`;
    if (next.length > width && !empty) {
      out.push(line);
      line = prefixRest + word;
    } else line = next;
    empty = false;
  }
  out.push(line);
  return out;
}

let changed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  const result = [];
  for (const line of lines) {
    const m = line.length > width ? COMMENT.exec(line) : null;
    // A code line with a trailing comment, or a comment holding a long URL, is left for a person.
    if (!m || /https?:\/\/\S{40,}/.test(line)) {
      result.push(line);
      continue;
    }
    const [, indent, marker, text] = m;
    const restMarker = marker.startsWith('/**') ? ' * ' : marker.startsWith('//') ? '// ' : '* ';
    // A closing `*/` is wrapped as a word, so it never pushes the last line past the width.
    const wrapped = wrap(indent + marker.trimEnd() + ' ', indent + restMarker, text);
    if (wrapped.length > 1 && wrapped[wrapped.length - 1].trim() === '* */')
      wrapped[wrapped.length - 1] = `${indent} */`;
    result.push(...wrapped);
  }
  const next = result.join('\n');
  if (next !== source) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(`wrap-comments: ${changed} file(s) rewrapped`);
