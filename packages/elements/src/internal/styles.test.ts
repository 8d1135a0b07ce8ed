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

  it('a later chunk is appended to the same sheet in order, the rules already there kept as they were', async () => {
    const sheet = getSharedSheet()!;
    const before = Array.from(sheet.cssRules);
    registerStyles('.later-one { color: rgb(4, 4, 4); }\n@media (min-width: 1px) { .later-two { margin: 0px; } }');
    registerStyles('.later-three { color: rgb(5, 5, 5); }');
    await Promise.resolve();
    expect(getSharedSheet()).toBe(sheet);
    const after = Array.from(sheet.cssRules);
    // Not parsed again: the earlier rules are the same objects, at the same places.
    expect(after.slice(0, before.length)).toEqual(before);
    before.forEach((rule, i) => expect(after[i]).toBe(rule));
    const added = after.slice(before.length).map((rule) => rule.cssText);
    expect(added).toHaveLength(3);
    expect(added[0]).toContain('.later-one');
    expect(added[1]).toMatch(/@media[\s\S]*\.later-two/);
    expect(added[2]).toContain('.later-three');
    expect(rulesOf(sheet).match(/\.later-one/g)).toHaveLength(1);
  });
});
