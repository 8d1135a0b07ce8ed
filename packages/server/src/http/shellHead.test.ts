import { stylesheetFirst } from './shellHead.ts';

describe('stylesheetFirst', () => {
  it('requests the stylesheet before any script, once', () => {
    const out = stylesheetFirst(
      [
        '<head><title>t</title>',
        '<script type="module" crossorigin src="/assets/index-A.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-D.css">',
        '</head>',
      ].join('\n'),
    );
    expect(out.indexOf('rel="stylesheet"')).toBeLessThan(out.indexOf('<script'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B.js">');
  });

  it('leaves a head without a stylesheet or without scripts as it is', () => {
    const plain = '<head><title>t</title><link rel="stylesheet" href="/a.css"></head>';
    expect(stylesheetFirst(plain)).toBe(plain);
    expect(stylesheetFirst('<head><script src="/a.js"></script></head>')).toBe(
      '<head><script src="/a.js"></script></head>',
    );
  });
});
