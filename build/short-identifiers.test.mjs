import emotionHash from '@emotion/hash';
import { describe, expect, it } from 'vitest';
import { shortIdentifiers } from './short-identifiers.mjs';

/** vanilla-extract's own short name for the nth identifier of a file. */
const veName = (file, n) => `${emotionHash(file)}${n.toString(36)}`;

describe('shortIdentifiers', () => {
  it('names a file by four characters and keeps vanilla-extract’s counter', () => {
    const name = shortIdentifiers();
    const file = 'packages/ui/src/button/button.css.ts';
    const first = name({ hash: veName(file, 0), filePath: file });
    const eleventh = name({ hash: veName(file, 10), filePath: file });
    expect(first).toMatch(/^[a-z][0-9a-z]{3}0$/);
    expect(eleventh).toBe(`${first.slice(0, 4)}a`);
    expect(shortIdentifiers()({ hash: veName(file, 0), filePath: file })).toBe(first);
  });

  it('names the theme contract by one letter, shorter than any other file’s names', () => {
    const name = shortIdentifiers();
    const contract = 'packages/theme/src/contract.css.ts';
    expect(name({ hash: veName(contract, 0), filePath: contract })).toBe('v0');
    expect(name({ hash: veName(contract, 40), filePath: contract })).toBe('v14');
    const other = 'packages/ui/src/button/button.css.ts';
    expect(name({ hash: veName(other, 0), filePath: other }).length).toBeGreaterThan(3);
  });

  it('stops the build when two files would share a prefix', () => {
    const name = shortIdentifiers();
    const seen = new Map();
    for (let i = 0; ; i++) {
      const file = `f${i}.css.ts`;
      const prefix = shortIdentifiers()({ hash: veName(file, 0), filePath: file }).slice(0, 4);
      if (seen.has(prefix)) {
        const other = seen.get(prefix);
        name({ hash: veName(other, 0), filePath: other });
        expect(() => name({ hash: veName(file, 0), filePath: file })).toThrow(/share the prefix/);
        return;
      }
      seen.set(prefix, file);
    }
  });
});
