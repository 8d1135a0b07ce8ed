import { prioritiseShellHead } from './shellHead.ts';

const MAIN = '<script type="module"';
const viteHead = [
  '<head><title>t</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '<link rel="modulepreload" crossorigin href="/assets/early-C.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-D.css">',
  '<link rel="modulepreload" crossorigin href="/assets/define-E.js">',
  '</head>',
].join('\n');

describe('prioritiseShellHead', () => {
  const out = prioritiseShellHead(viteHead, MAIN, new Set(['/assets/early-C.js']));

  it('requests the stylesheet before any script', () => {
    expect(out.indexOf('rel="stylesheet"')).toBeLessThan(out.indexOf('<script'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("puts the app's entry and its preloads at low priority, except the files first paint's read needs", () => {
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-B.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/define-E.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/early-C.js">');
  });

  it('leaves a head without a stylesheet or scripts as it is', () => {
    const plain = '<head><title>t</title></head>';
    expect(prioritiseShellHead(plain, MAIN, new Set())).toBe(plain);
  });
});
