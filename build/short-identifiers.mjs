// vanilla-extract's class and variable names for the script-tag bundles. Its 'short' names are a 6-7
// character hash of the .css.ts file and a counter (`_110ijo73`, `--xdyhdl10`); the styles live in shadow
// roots, where only this bundle's sheet applies, so four characters per file are enough, and a clash between
// two files stops the build rather than being left to chance.
import emotionHash from '@emotion/hash';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** FNV-1a, 32 bits. */
function fnv(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// The theme contract's variables stand in nearly every rule of every sheet (`var(--jk7tm)`, over 400 times
// across the chunks): its prefix is one letter. Its names are then at most three characters, every other
// file's at least five, so they never meet; each view sets them on its own root (`themeRoot`), so a page's
// own custom property of the same name never reaches them. 0.1 KB gzip over all elements (2026-11-29).
const CONTRACT = /(^|\/)theme\/src\/contract\.css\.ts$/;
const CONTRACT_PREFIX = 'v';

export function shortIdentifiers() {
  const files = new Map();
  return ({ hash, filePath, packageName }) => {
    const file = packageName ? `${packageName}${filePath}` : filePath;
    // vanilla-extract's own name is the file's hash and then the counter of its identifier in that file.
    const counter = hash.slice(emotionHash(file).length);
    if (CONTRACT.test(file)) return `${CONTRACT_PREFIX}${counter}`;
    let n = fnv(file);
    let prefix = LETTERS[n % 26];
    n = Math.floor(n / 26);
    for (let i = 0; i < 3; i++, n = Math.floor(n / 36)) prefix += DIGITS[n % 36];
    const owner = files.get(prefix);
    if (owner !== undefined && owner !== file)
      throw new Error(`short-identifiers: ${file} and ${owner} share the prefix ${prefix}; change the hash`);
    files.set(prefix, file);
    return `${prefix}${counter}`;
  };
}
