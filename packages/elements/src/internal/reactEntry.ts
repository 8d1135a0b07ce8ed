// Entry of dist/react/elements.js (React hosts: react and react-dom stay external, so the page
// ships one React): the public API, every element, and the start-up a script tag does by itself.
export * from '../index.ts';
export { ensureToastViewport, TOASTS_TAG } from './toasts/define.ts';
export { defineAllElements, ELEMENT_LOADERS, ELEMENT_TAGS, type ElementTag } from '../registry.ts';
import type { ThemeLoadResult } from '@venue/theme';
import { defineAllElements } from '../registry.ts';
import { startElements } from './startEmbed.ts';
import { showToastsOnFirstToast } from './toasts/onFirstToast.ts';

/** What a React host tells the elements, as an operator's script tag does with its `data-` attributes. */
export interface VenueElementsOptions {
  /** Where the booking API is, e.g. `https://book.example.org`; a path on the page's own origin works too. */
  api: string;
  /** The operator (`data-client-domain`); the demo client when left out. */
  clientDomain?: string;
  /** A venue whose theme applies (`data-venue`). */
  venue?: string;
  /** The folder of the theme fonts; the API server's `/embed/fonts/` when left out. */
  fontBaseUrl?: string;
}

let started: Promise<ThemeLoadResult> | undefined;

/**
 * Configures the API client, the session (the user, their basket, the login poll) and the theme, then
 * defines every tag. Call it once, before the first render that holds an element: an element needs the API
 * client as soon as it connects. The answer settles with the client's theme; a second call has the first's.
 */
export function startVenueElements(options: VenueElementsOptions): Promise<ThemeLoadResult> {
  if (started) return started;
  const apiOrigin = new URL(options.api, location.href).origin;
  started = startElements(
    {
      apiOrigin,
      clientDomain: options.clientDomain,
      venue: options.venue,
      // Another site's API: its cookies would be third-party, so the token goes as a Bearer header.
      bearer: apiOrigin !== location.origin,
      fontBaseUrl: options.fontBaseUrl ?? new URL('/embed/fonts/', apiOrigin).href,
    },
    'venue-elements (React build)',
  );
  showToastsOnFirstToast();
  void defineAllElements();
  return started;
}
