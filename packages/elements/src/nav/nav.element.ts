// Types of <venue-nav> for TypeScript and React hosts (the tag itself is registered in define.ts).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export interface VenueNavAttributes {
  /** Booking-area base URL for the links, e.g. https://bookings.example.com. */
  'base-url'?: string;
  /** The account area; `account.<booking host>` by default. */
  'account-url'?: string;
  /** Present (bare) or "true" shows Buy a membership, "false" hides it; absent: the client's online joining setting. */
  'online-joining'?: '' | 'true' | 'false' | boolean;
  'logo-url'?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'venue-nav': HTMLElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'venue-nav': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & VenueNavAttributes;
    }
  }
}
