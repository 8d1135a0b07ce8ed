// rollup, Preact builds: two dependencies take all of React's API as one object where they use one or two
// of its functions. Rollup must then keep every export of preact/compat (Children, hydrate, PureComponent,
// findDOMNode, the transitions...), in the element layer every element loads. This names what they use:
//   @r2wc/react-to-web-component  `import React from 'react'`, for React.createElement
//   @floating-ui/react            `const SafeReact = { ...React }`, for SafeReact.useId / .useInsertionEffect
// A dependency update that changes these lines fails the build here rather than quietly growing the bundle.
const PATCHES = [
  {
    file: /[\\/]@r2wc[\\/]react-to-web-component[\\/]dist[\\/]react-to-web-component\.js$/,
    from: /import (\w+) from "react";/,
    to: (_match, name) =>
      `import { createElement as __venueCreateElement } from "react";\nconst ${name} = { createElement: __venueCreateElement };`,
  },
  {
    file: /[\\/]@floating-ui[\\/]react[\\/]dist[\\/]floating-ui\.react\.m?js$/,
    from: /const SafeReact = \{\s*\.\.\.React\s*\};/,
    to: () => 'const SafeReact = { useId: React.useId };',
  },
  {
    file: /[\\/]@floating-ui[\\/]react[\\/]dist[\\/]floating-ui\.react\.utils\.m?js$/,
    from: /const SafeReact = \{\s*\.\.\.React\s*\};/,
    to: () => 'const SafeReact = { useInsertionEffect: React.useInsertionEffect };',
  },
];

export function narrowReactImports() {
  return {
    name: 'venue-narrow-react-imports',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      if (!patch.from.test(code))
        this.error(`narrow-react-imports: ${id} no longer has ${patch.from}; check what it uses of React`);
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}
