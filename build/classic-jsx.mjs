// rollup, Preact builds: JSX as `createElement(type, props, ...children)` (TypeScript's classic transform)
// rather than the automatic runtime's `jsx(type, {...props, children: [...]})`. Every element with children
// wrote `children:` and most `children:[...]`: about a thousand of them over the embed's chunks. Preact 11's
// createElement keeps `ref` in a function component's props as its `jsx` does (the form fields take `ref`),
// and takes `key` from the props, so what renders is the same.
const JSX_FILE = /\.tsx$/;

export const CLASSIC_JSX = { jsx: 'react', jsxFactory: '__venueH', jsxFragmentFactory: '__venueFragment' };

export function classicJsx() {
  return {
    name: 'venue-classic-jsx',
    transform(code, id) {
      if (!JSX_FILE.test(id) || id.includes('node_modules')) return null;
      return {
        code: `import { createElement as __venueH, Fragment as __venueFragment } from 'react';\n${code}`,
        map: null,
      };
    },
  };
}
