// @vitest-environment node
/**
 * Both sanitisers in Chromium's real HTML parser (happy-dom's is not faithful enough to judge them): hostile
 * markup, including the known mutation-XSS shapes and the parser's repairs around unwrapped elements, is
 * shown in a live page and must run nothing, keep no handler or unsafe link, and serialise to markup that
 * parses back to itself. DOMPurify runs in Chromium too, as Safari would run it: Chromium has the Sanitizer
 * API, but DOMPurify does not use it.
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
  // Unwrapping and the parser's repairs, encoded schemes, other URL attributes, clobbering of the parsed
  // tree, and what the customizable select and foreign content let through.
  '<a href="https://example.com/"><marquee><a href="javascript:window.__xss = 25">nested</a></marquee></a>',
  '<a href="https://example.com/"><table><tr><td><a href="javascript:window.__xss = 26">in a cell</a></td></tr></table></a>',
  '<table><a href="javascript:window.__xss = 27" onclick="window.__xss = 27">fostered</a><tr><td>cell</td></tr></table>',
  '<table><font><a href="javascript:window.__xss = 28">x</a></font><tr><td><center onclick="window.__xss = 28">c</center></td></tr></table>',
  '<center onclick="window.__xss = 29" class="c" id="x"><font color="red" onmouseover="window.__xss = 29"><p>kept</p></font></center>',
  '<a href="&#106;avascript:window.__xss = 30">x</a><a href="javascript&colon;window.__xss = 30">y</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;window.__xss = 31">x</a><a href="java&Tab;script:window.__xss = 31">y</a>',
  '<a href="&#0000106&#0000097vascript:window.__xss = 32">x</a><a href="JaVaScRiPt:window.__xss = 32">y</a>',
  '<a xlink:href="javascript:window.__xss = 33">x</a><svg><a xlink:href="javascript:window.__xss = 33"><text>y</text></a></svg>',
  '<p srcset="x 1x">s</p><img srcset="x 1x" src="x" onerror="window.__xss = 34"><picture><source srcset="x"><img src="x" onerror="window.__xss = 34"></picture>',
  '<form action="javascript:window.__xss = 35"><button formaction="javascript:window.__xss = 35" type="submit">go</button><input type="image" formaction="javascript:window.__xss = 35"></form>',
  '<base href="javascript:window.__xss = 36//"><a href="/relative">x</a>',
  '<form name="body"><input name="localName"><input name="namespaceURI"><input name="attributes"><input name="nodeType"><p onclick="window.__xss = 37">in form</p></form>',
  '<img name="createTreeWalker"><img name="body"><a id="cookie" name="location" href="/x">clobber</a><div id="defaultView">d</div>',
  '<form><form><img src=x onerror="window.__xss = 38"></form></form>',
  '<noscript><style></noscript><img src=x onerror="window.__xss = 39">',
  '<select><option><img src=x onerror="window.__xss = 40"></option><button><selectedcontent></selectedcontent></button></select>',
  '<a href="https://example.com/" title="--><img src=x onerror=window.__xss=41>">t</a><p title="</style><img src=x onerror=window.__xss=41>">u</p>',
  '<!doctype html><html onload="window.__xss = 42"><body onload="window.__xss = 42"><p>b</p></body></html>',
  '<![CDATA[<img src=x onerror="window.__xss = 43">]]><?xml-stylesheet href="x"?><p>after</p>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror="window.__xss = 44"></annotation-xml></math>',
  '<svg><foreignObject><img src=x onerror="window.__xss = 45"></foreignObject></svg><svg><desc><img src=x onerror="window.__xss = 45"></desc></svg>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=46 src=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=47>">',
  '<font><font><font><a href="javascript:window.__xss = 48">deep</a></font></font></font>',
  '<p style="background:url(javascript:window.__xss=49)">x</p><style>@import "javascript:window.__xss = 49"</style>',
  '<iframe src="javascript:parent.__xss = 50"></iframe><frameset><frame src="javascript:parent.__xss = 50"></frameset>',
  '<a href="https://example.com/" target="_self" rel="opener">self</a><a href="https://example.com/" target="_blank" rel="opener">blank</a>',
  '<p>a<listing><img src=x onerror="window.__xss = 51"></listing><p>b</p>',
  '<h1 onclick="window.__xss = 52" class="t">Heading <a href="javascript:window.__xss = 52">x</a></h1>',
  '<p data-x="1" data-toggle="modal" aria-hidden="true" aria-label="l" role="button">gadget</p>',
];

const ALLOWED_TAGS = new Set(
  'p br hr div span strong b em i u s small sub sup mark abbr cite q code blockquote address h2 h3 h4 h5 h6 ul ol li dl dt dd table caption thead tbody tfoot tr th td a'.split(
    ' ',
  ),
);

/**
 * Chromium with a page showing into `<main id="shown">`, each sanitiser module bundled into it as
 * `window.sanitizers[name]`.
 */
async function pageWith(modules: Record<string, string>): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="en"><body><main id="shown"></main></body></html>');
  for (const [name, file] of Object.entries(modules)) {
    const content = `${await bundled(file)}\n(window.sanitizers ??= {})[${JSON.stringify(name)}] = sanitizeHtml;`;
    await page.addScriptTag({ type: 'module', content });
  }
  const names = Object.keys(modules);
  await page.waitForFunction(
    (n) => Object.keys((window as { sanitizers?: object }).sanitizers ?? {}).length === n,
    names.length,
  );
  return { browser, page };
}

const sanitizeIn = (page: Page, name: string, html: string) =>
  page.evaluate(
    ([n, h]) => (window as unknown as { sanitizers: Record<string, (h: string) => string> }).sanitizers[n]!(h),
    [name, html] as const,
  );

describe.skipIf(!hasChromium).each([
  ["the browser's HTML Sanitizer API", './sanitizeNatively.ts'],
  ['DOMPurify', './sanitizeWithDomPurify.ts'],
])('server HTML sanitised by %s, in Chromium', (_name, file) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await pageWith({ tested: file }));
    // Chromium has the Sanitizer API; DOMPurify is run here all the same, as Safari would run it.
    expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const sanitize = (html: string) => sanitizeIn(page, 'tested', html);

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

/**
 * What operators' terms and footers are made of, as editors and word processors write them: the demo data's
 * (packages/server/src/seed/data.ts) and the shapes around them.
 */
const TERMS = [
  '<p>By paying you agree to the <a href="https://example.com/terms">terms and conditions</a> of Riverside Leisure Trust.</p>',
  '<h3>Swimming lessons waiver</h3><p>I confirm that the swimmer is fit to take part in swimming lessons and that I have told the instructor about any medical condition.</p>' +
    '<ul><li>Swimmers must arrive 10 minutes before the lesson.</li><li>A parent or carer must stay on site during lessons for swimmers under 8.</li></ul>' +
    '<p>I agree to the <strong>Riverside Leisure Trust</strong> terms for lessons.</p>',
  '<div class="venue-footer"><h3>Riverside Leisure Centre</h3><p>12 Riverside Way, Castlefield, Manchester M3 4LZ</p><p>Telephone: <a href="tel:01614960000">0161 496 0000</a></p>' +
    '<ul><li><a href="https://example.com/accessibility">Accessibility</a></li><li><a href="https://example.com/privacy">Privacy notice</a></li></ul>' +
    '<p>&copy; Riverside Leisure Trust. Registered charity no. 1100000.</p></div>',
  '  <p class="MsoNormal" style="margin:0"><span style="font-size:11pt"><b>Cancellation</b></span>&nbsp;up to 48&nbsp;hours before.</p>\n',
  '<section><h1 id="top">Terms</h1><ol type="a" start="2" reversed><li value="3">Refunds</li><li>Transfers</li></ol></section>',
  '<table border="1"><caption>Fees</caption><thead><tr><th scope="col">Age</th><th scope="col">Fee</th></tr></thead>' +
    '<tbody><tr><td rowspan="2">Under 8</td><td>£5</td></tr><tr><td colspan="1">£6</td></tr></tbody><tfoot><tr><td>All</td></tr></tfoot></table>',
  '<blockquote cite="https://example.com/"><p><q>Safety first</q>, <cite>the Trust</cite></p></blockquote><dl><dt>Term</dt><dd>Meaning</dd></dl>',
  '<p dir="rtl" lang="ar">شروط</p><p>Line<br>break</p><hr><p><em>e</em> <i>i</i> <u>u</u> <s>s</s> <small>sm</small> H<sub>2</sub>O x<sup>2</sup> <mark>m</mark> <abbr title="Leisure Trust">LT</abbr> <code>c</code></p>',
  '<address>1 Harbour Quay<br>London</address><p><a href="mailto:desk@example.com?subject=Terms">Mail us</a> or <a href="/contact" target="_blank">contact</a>.</p>',
  '<details open><summary>More</summary><p>Hidden detail</p></details><pre>  pre  formatted </pre><figure><figcaption>Caption</figcaption></figure>',
  '<center><font face="Arial" size="2">Old markup</font></center><p>a<p>b</p><div>unclosed',
  '<p>Price &lt; £10 &amp; &quot;quoted&quot; \u00a0 non-breaking</p><h4>H4</h4><h5>H5</h5><h6>H6</h6>',
];

describe.skipIf(!hasChromium)('DOMPurify in Chromium, beside the platform sanitiser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await pageWith({ native: './sanitizeNatively.ts', dompurify: './sanitizeWithDomPurify.ts' }));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("shows terms and footers exactly as the platform's sanitiser does", async () => {
    for (const html of TERMS) {
      expect(await sanitizeIn(page, 'dompurify', html), html).toBe(await sanitizeIn(page, 'native', html));
    }
    // Not emptied on the way: the demo checkout terms come back as they are.
    expect(await sanitizeIn(page, 'dompurify', TERMS[0]!)).toBe(TERMS[0]);
  });

  // Where the two legitimately differ, each is held to what it promises instead of to the other's markup.
  it('an element on neither list: DOMPurify keeps its words, setHTML drops it with them', async () => {
    for (const html of ['<p>a<marquee>moving</marquee></p>', '<p>a<venue-terms><b>bold</b></venue-terms></p>']) {
      const words = html.includes('bold') ? '<b>bold</b>' : 'moving';
      expect(await sanitizeIn(page, 'dompurify', html), html).toBe(`<p>a${words}</p>`);
      expect(await sanitizeIn(page, 'native', html), html).toBe('<p>a</p>');
    }
  });

  it('an attribute that would close a comment or raw-text element: DOMPurify drops it, setHTML keeps it', async () => {
    for (const title of ['--><img src=x>', '</style><img src=x>']) {
      const html = `<p title="${title}">u</p>`;
      expect(await sanitizeIn(page, 'dompurify', html), html).toBe('<p>u</p>');
      // Kept as a value only: shown, it is still one p with that title and no image.
      const shown = await page.evaluate(
        (markup) => {
          const holder = document.createElement('div');
          holder.innerHTML = markup;
          return {
            tags: Array.from(holder.querySelectorAll('*'), (e) => e.localName),
            title: holder.firstElementChild?.getAttribute('title'),
          };
        },
        await sanitizeIn(page, 'native', html),
      );
      expect(shown, html).toEqual({ tags: ['p'], title });
    }
  });
});
