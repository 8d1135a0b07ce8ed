// @vitest-environment node
/**
 * The sanitiser in Chromium's real HTML parser (happy-dom's is not faithful enough to judge it): hostile
 * markup, including the known mutation-XSS shapes, is shown in a live page and must run nothing, keep no
 * handler or unsafe link, and serialise to markup that parses back to itself.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import ts from 'typescript';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.log(`[sanitizeHtml.chromium.test] skipped: no Chromium at ${CHROMIUM}`);

/** A sanitiser module as the elements load it: bundled with what it imports (DOMPurify, the allowlist). */
async function bundled(file: string): Promise<string> {
  const build = await rollup({
    input: fileURLToPath(new URL(file, import.meta.url)),
    plugins: [
      nodeResolve({ browser: true }),
      {
        name: 'transpile-ts',
        transform: (code, id) =>
          id.endsWith('.ts')
            ? ts.transpileModule(code, {
                compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
              }).outputText
            : null,
      },
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

const HOSTILE = [
  '<img src="x" onerror="window.__xss = 1">',
  '<script>window.__xss = 2</script>',
  '<p onclick="window.__xss = 3" onmouseover="window.__xss = 3" style="position:fixed;inset:0">hi</p>',
  '<a href="javascript:window.__xss = 4">x</a>',
  '<a href=" jav&#x09;ascript:window.__xss = 5">x</a>',
  '<a href="data:text/html,<script>parent.__xss = 6</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg><script>window.__xss = 7</script><a href="javascript:window.__xss = 7"><text>x</text></a></svg>',
  '<svg><style><img src=x onerror="window.__xss = 8"></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 9">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss = 10">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=11>"></noscript>',
  '<textarea><img src=x onerror="window.__xss = 12"></textarea>',
  '<title><img src=x onerror="window.__xss = 13"></title>',
  '<xmp><img src=x onerror="window.__xss = 14"></xmp>',
  '<noembed><img src=x onerror="window.__xss = 15"></noembed>',
  '<iframe srcdoc="<script>parent.__xss = 16</script>"></iframe>',
  '<object data="javascript:window.__xss = 17"></object><embed src="javascript:window.__xss = 17">',
  '<template><img src=x onerror="window.__xss = 18"></template>',
  '<!-- <img src=x onerror="window.__xss = 19"> -->',
  '<style>* { display: none }</style><link rel="stylesheet" href="https://example.com/x.css">',
  '<meta http-equiv="refresh" content="0; url=javascript:window.__xss = 20">',
  '<details open ontoggle="window.__xss = 21">x</details>',
  '<input autofocus onfocus="window.__xss = 22"><button formaction="javascript:window.__xss = 22">b</button>',
  '<video><source onerror="window.__xss = 23"></video><audio src=x onerror="window.__xss = 23">',
  '<div id="__xss" name="cookie"><form id="location"></form></div>',
  '<a href="https://example.com/" target="_blank">new tab</a><a href="/relative" target="top">same</a>',
  '<plaintext><img src=x onerror="window.__xss = 24">',
];

const ALLOWED_TAGS = new Set(
  'p br hr div span strong b em i u s small sub sup mark abbr cite q code blockquote address h2 h3 h4 h5 h6 ul ol li dl dt dd table caption thead tbody tfoot tr th td a'.split(
    ' ',
  ),
);

describe.skipIf(!hasChromium).each([
  ["the browser's HTML Sanitizer API", './sanitizeNatively.ts'],
  ['DOMPurify', './sanitizeWithDomPurify.ts'],
])('server HTML sanitised by %s, in Chromium', (_name, file) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><body><main id="shown"></main></body></html>');
    expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
    await page.addScriptTag({ type: 'module', content: `${await bundled(file)}\nwindow.sanitizeHtml = sanitizeHtml;` });
    await page.waitForFunction(() => 'sanitizeHtml' in window);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const sanitize = (html: string) =>
    page.evaluate((h) => (window as unknown as { sanitizeHtml(h: string): string }).sanitizeHtml(h), html);

  it('hostile markup runs nothing once shown and keeps only allowed elements, attributes and links', async () => {
    for (const html of HOSTILE) {
      const out = await sanitize(html);
      const found = await page.evaluate(async (markup) => {
        const shown = document.getElementById('shown')!;
        shown.innerHTML = markup;
        // Give an image error, a toggle or a focus handler the chance to run.
        await new Promise((r) => setTimeout(r, 30));
        const elements = Array.from(shown.querySelectorAll('*'));
        return {
          xss: (window as { __xss?: unknown }).__xss,
          tags: elements.map((e) => e.localName),
          attributes: elements.flatMap((e) => e.getAttributeNames()),
          hrefs: elements.map((e) => e.getAttribute('href')).filter((h): h is string => h !== null),
          reparsed: shown.innerHTML,
        };
      }, out);
      expect(found.xss, html).toBeUndefined();
      expect(
        found.tags.filter((t) => !ALLOWED_TAGS.has(t)),
        html,
      ).toEqual([]);
      expect(
        found.attributes.filter((a) => !['class', 'lang', 'dir', 'title', 'href', 'target', 'rel'].includes(a)),
        html,
      ).toEqual([]);
      for (const href of found.hrefs) expect(href, html).toMatch(/^(https:\/\/|\/)/);
      // Markup that parses back to itself: what was checked is what is shown.
      expect(found.reparsed, html).toBe(out);
      expect(await sanitize(out), html).toBe(out);
    }
  });

  it('keeps what terms and footers are made of: text, formatting, lists, tables and safe links', async () => {
    expect(
      await sanitize('<h1>Waiver</h1><p>I agree to the <strong>Trust</strong> terms &amp; &lt;rules&gt;.</p>'),
    ).toBe('<h2>Waiver</h2><p>I agree to the <strong>Trust</strong> terms &amp; &lt;rules&gt;.</p>');
    expect(
      await sanitize(
        '<div class="venue-footer"><h3>Riverside</h3><p>Telephone: <a href="tel:01134960000">0113</a></p><ul><li><a href="https://example.com/privacy">Privacy</a></li></ul></div>',
      ),
    ).toBe(
      '<div class="venue-footer"><h3>Riverside</h3><p>Telephone: <a href="tel:01134960000">0113</a></p><ul><li><a href="https://example.com/privacy">Privacy</a></li></ul></div>',
    );
    expect(await sanitize('<a href="https://example.com/" target="_blank">new tab</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">new tab</a>',
    );
    expect(await sanitize('<a href="mailto:desk@example.com">Mail</a><center><font>unwrapped</font></center>')).toBe(
      '<a href="mailto:desk@example.com">Mail</a>unwrapped',
    );
    expect(
      await sanitize('<table><tr><th scope="col" onclick="x()">Age</th></tr><tr><td colspan="2">5</td></tr></table>'),
    ).toBe('<table><tbody><tr><th scope="col">Age</th></tr><tr><td colspan="2">5</td></tr></tbody></table>');
  });

  it('survives markup nested far deeper than a call stack', async () => {
    const out = await sanitize(`${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}`);
    expect(out).toContain('deep');
  }, 30_000);
});
