import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('replaces the five characters that can end text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
    );
    expect(escapeHtml('Yoga – all levels · £6.50')).toBe('Yoga – all levels · £6.50');
  });

  it('gives back, parsed as markup, exactly the text it was given', () => {
    const text = `"quoted" 'single' <b>bold</b> &amp; already`;
    const div = document.createElement('div');
    div.innerHTML = `<span title="${escapeHtml(text)}">${escapeHtml(text)}</span>`;
    expect(div.children).toHaveLength(1);
    expect(div.firstElementChild!.textContent).toBe(text);
    expect(div.firstElementChild!.getAttribute('title')).toBe(text);
  });
});
