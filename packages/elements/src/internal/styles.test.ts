import { adoptSharedStyles, getRegisteredCss, getSharedSheet, registerStyles } from './styles.ts';

const rulesOf = (sheet: CSSStyleSheet | undefined) =>
  Array.from(sheet?.cssRules ?? [], (rule) => rule.cssText).join('\n');

describe('the shadow-root style registry', () => {
  it('one sheet per bundle holds every registered module, once each', () => {
    registerStyles('.a { color: rgb(1, 1, 1); }');
    registerStyles('.a { color: rgb(1, 1, 1); }');
    registerStyles('.b { color: rgb(2, 2, 2); }');
    expect(getRegisteredCss().match(/\.a \{/g)).toHaveLength(1);
    const sheet = getSharedSheet();
    expect(sheet).toBe(getSharedSheet());
    expect(rulesOf(sheet)).toContain('.b');
  });

  it('styles registered later (a lazy chunk) reach roots that adopted the sheet earlier', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptSharedStyles(root);
    adoptSharedStyles(root);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    registerStyles('.late-chunk { color: rgb(3, 3, 3); }');
    await Promise.resolve();
    expect(rulesOf(root.adoptedStyleSheets[0])).toContain('.late-chunk');
  });
});
