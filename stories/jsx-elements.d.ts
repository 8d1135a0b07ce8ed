// Stories render real custom elements in JSX. Integrators get exact typings from the build
// (dist/venue-elements.d.ts, generated from the registry); Storybook, which runs from source before any
// build, only needs the tags to be known.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'venue-nav': ElementProps;
      'venue-login': ElementProps;
      'venue-register': ElementProps;
    }
  }
}
