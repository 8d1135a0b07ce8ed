import { describe, expect, it } from 'vitest';
import { plainNamespaceCode } from './plain-namespaces.mjs';

describe('plainNamespaceCode', () => {
  it('takes `__proto__: null` out of the namespace objects rollup writes, whatever their indent', () => {
    const code = [
      'function Basket() {}',
      'var Basket$1 = {',
      '  __proto__: null,',
      '  Basket: Basket',
      '};',
      'var styles = {',
      '\t__proto__: null,',
      '\troot: root',
      '};',
    ].join('\n');
    const out = plainNamespaceCode(code);
    expect(out).not.toContain('__proto__');
    expect(out).toContain('var Basket$1 = {\n  Basket: Basket\n};');
    expect(out).toContain('var styles = {\n\troot: root\n};');
  });

  it('leaves any other `__proto__` alone', () => {
    const code = [
      'function f(key) {',
      "  if (key === '__proto__') return;",
      '  const dict = {',
      '    __proto__: null,',
      '  };',
      '}',
      'var a = { __proto__: null, b: 1 };',
    ].join('\n');
    expect(plainNamespaceCode(code)).toBe(code);
  });
});
