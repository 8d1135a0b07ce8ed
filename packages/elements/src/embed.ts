/**
 * `/embed/venue-elements.js`: every customer element, for operators' own pages.
 *
 * <script type="module" src="http://localhost:4300/embed/venue-elements.js" data-api="http://localhost:4300"></script>
 *
 * Import order is start-up order: the API client, the session and the default theme are ready
 * before the first tag is defined (defining upgrades elements already in the page, which may fetch
 * at once); the client's theme replaces the defaults when it arrives.
 */
import './internal/embedEntry.ts';
import { defineAllElements } from './registry.ts';

// Every tag in registry.ts (the build makes these registrations part of this bundle: build/eager-registry.mjs).
void defineAllElements();
