import { createElement, Fragment, render } from 'preact';
import { jsx, jsxs } from 'preact/jsx-runtime';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLASSIC_JSX, classicJsx } from './classic-jsx.mjs';

const compile = (source) => {
  const withImport = classicJsx().transform(source, '/src/View.tsx').code;
  return ts.transpileModule(withImport, {
    fileName: 'View.tsx',
    compilerOptions: { ...CLASSIC_JSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
};

/** A component that reports the ref and key it was given, in the markup it renders. */
function Field({ ref, label, children }) {
  return createElement('label', { 'data-ref': typeof ref }, label, children);
}

const html = (vnode) => {
  const root = document.createElement('div');
  render(vnode, root);
  return root.innerHTML;
};

describe('classicJsx', () => {
  it('compiles JSX to createElement calls on an imported factory, children as arguments', () => {
    const out = compile('export const A = () => <div className="x"><b>1</b>{two}<>three</></div>;');
    expect(out).toContain("import { createElement as __venueH, Fragment as __venueFragment } from 'react';");
    expect(out.replace(/\s+/g, ' ')).toContain(
      '__venueH("div", { className: "x" }, __venueH("b", null, "1"), two, __venueH(__venueFragment, null, "three"))',
    );
    expect(out).not.toContain('children');
  });

  it('leaves other files alone', () => {
    expect(classicJsx().transform('export const a = 1;', '/src/a.ts')).toBeNull();
    expect(classicJsx().transform('export const a = 1;', '/node_modules/x/a.tsx')).toBeNull();
  });

  it("renders what the automatic runtime renders, a function component's ref and keyed lists included", () => {
    const ref = { current: null };
    const items = ['a', 'b'];
    const automatic = jsxs(Fragment, {
      children: [
        jsx(Field, { ref, label: 'Name', children: jsx('input', { ref }) }),
        jsx('ul', { children: items.map((item) => jsx('li', { children: item }, item)) }),
      ],
    });
    const classic = createElement(
      Fragment,
      null,
      createElement(Field, { ref, label: 'Name' }, createElement('input', { ref })),
      createElement(
        'ul',
        null,
        items.map((item) => createElement('li', { key: item }, item)),
      ),
    );
    expect(html(classic)).toBe(html(automatic));
    expect(html(classic)).toContain('data-ref="object"');
    expect(classic.props.children[1].props.children[0].key).toBe('a');
  });
});
