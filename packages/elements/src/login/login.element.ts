// Types of <venue-login> for TypeScript and React hosts (the tag itself is registered in define.ts).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export interface VenueLoginAttributes {
  /** "page" renders the /login form inline; by default the element shows the login modal when the session opens it. */
  mode?: 'modal' | 'page' | 'reset';
  'base-url'?: string;
  /** Reset mode: the token from the password-reset e-mail's link. */
  token?: string;
  /** Page mode: a same-site path to go to after logging in. */
  redirect?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'venue-login': HTMLElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'venue-login': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & VenueLoginAttributes;
    }
  }
}
