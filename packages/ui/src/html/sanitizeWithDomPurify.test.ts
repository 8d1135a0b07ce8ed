/**
 * DOMPurify's configuration in happy-dom, which has no HTML Sanitizer API (so the unit tests of views with
 * server HTML use DOMPurify). Its parser is not Chromium's, and DOMPurify's walk there skips what follows an
 * element it removed (happy-dom issue 1810), so markup goes in one removal at a time here: hostile and
 * mutation-XSS markup, clobbering forms among it, is held to both sanitisers in real Chromium by
 * sanitizeHtml.chromium.test.ts, and so is nesting deeper than a call stack (happy-dom's own
 * querySelectorAll recurses).
 */
import { settle } from './allowlist.ts';
import { loadSanitizer } from './index.ts';
import { sanitizeHtml } from './sanitizeWithDomPurify.ts';

describe('sanitizeWithDomPurify', () => {
  it('is the sanitiser a browser without the HTML Sanitizer API loads', async () => {
    expect('setHTML' in Element.prototype).toBe(false);
    expect(await loadSanitizer()).toBe(sanitizeHtml);
  });

  it('keeps formatting, lists, tables and links of the allowed schemes with their allowed attributes', () => {
    const terms =
      '<h3 class="t" lang="en" dir="ltr" title="T">Terms</h3><p>I agree to the <strong>Trust</strong> terms &amp; &lt;rules&gt;.</p>' +
      '<ol start="2" reversed="" type="a"><li value="3">one</li></ol>' +
      '<table><tbody><tr><th scope="col">Age</th></tr><tr><td colspan="2" rowspan="1">5</td></tr></tbody></table>' +
      '<p><a href="https://example.com/">web</a> <a href="mailto:a@example.com">mail</a> <a href="tel:0113">phone</a> <a href="/x">here</a></p>';
    expect(sanitizeHtml(terms)).toBe(terms);
  });

  it('demotes an h1, gives a new tab no handle on the page and drops any other target', () => {
    expect(sanitizeHtml('<h1 class="x">Waiver</h1>')).toBe('<h2 class="x">Waiver</h2>');
    expect(sanitizeHtml('<a href="/a" target="_blank" rel="opener">a</a><a href="/b" target="top">b</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer">a</a><a href="/b">b</a>',
    );
  });

  it('drops links of other schemes, however they are written, and keeps the words', () => {
    for (const href of [
      'javascript:x()',
      ' jav&#x09;ascript:x()',
      'JAVASCRIPT:x()',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">words</a>`), href).toBe('<a>words</a>');
    }
  });

  it('drops handlers, styles, ids, names and every attribute off the allowlist', () => {
    expect(
      sanitizeHtml(
        '<p id="cookie" name="location" style="color:red" onclick="x()" data-x="1" aria-hidden="true" class="k">p</p>',
      ),
    ).toBe('<p class="k">p</p>');
  });

  it('unwraps other elements, keeping their words and none of their attributes', () => {
    expect(
      sanitizeHtml('<center onclick="x()" class="c"><font color="red"><section><p>kept</p></section></font></center>'),
    ).toBe('<p>kept</p>');
    expect(sanitizeHtml('<venue-terms><b>bold</b> text</venue-terms>')).toBe('<b>bold</b> text');
  });

  it('drops code, other documents, foreign content, media and comments with all they hold', () => {
    for (const dropped of [
      '<script>x()</script>',
      '<style>p{}</style>',
      '<template><b>t</b></template>',
      '<iframe srcdoc="x"></iframe>',
      '<svg><a href="/x">s</a></svg>',
      '<math><mi>m</mi></math>',
      '<video><b>v</b></video>',
      '<!-- comment -->',
    ]) {
      expect(sanitizeHtml(`<p>a</p>${dropped}`), dropped).toBe('<p>a</p>');
    }
  });

  it('unwraps form fields and embedded objects to their words', () => {
    expect(sanitizeHtml('<p>a</p><object data="x"><b>fallback</b></object>')).toBe('<p>a</p><b>fallback</b>');
    expect(sanitizeHtml('<p>a</p><textarea>text</textarea>')).toBe('<p>a</p>text');
  });

  it('gives back markup that sanitises to itself', () => {
    const once = sanitizeHtml('<p>a<center><p>b</center><a href="/x"><div><a href="/y">y</a></div></a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('settle', () => {
  const doc = document.implementation.createHTMLDocument('');
  const into = (markup: string, change: (m: string) => string) => {
    const holder = doc.createElement('div');
    holder.innerHTML = change(markup);
    return holder;
  };

  it('returns markup once a round gives it back unchanged', () => {
    let rounds = 0;
    const out = settle('<b>x</b><i>y</i>', (m) => {
      rounds += 1;
      return into(m, (s) => s.replace(/<i>y<\/i>$/, ''));
    });
    expect(out).toBe('<b>x</b>');
    expect(rounds).toBe(2);
  });

  it('shows only the escaped words of markup that never settles', () => {
    let n = 0;
    const out = settle('<b>x</b>', (m) => into(m, (s) => `${s}<i>&lt;${(n += 1)}&gt;</i>`));
    expect(out).toBe('x&lt;1&gt;&lt;2&gt;&lt;3&gt;&lt;4&gt;');
  });
});
