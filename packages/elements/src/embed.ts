/**
 * `/embed/venue-elements.js`: every customer element, for operators' own pages.
 *
 * <script type="module" src="http://localhost:4300/embed/venue-elements.js" data-api="http://localhost:4300"></script>
 *
 * Import order is start-up order: the API client, the session and the default theme are ready
 * before the first tag is defined (defining upgrades elements already in the page, which may fetch
 * at once); the client's theme replaces the defaults when it arrives.
 *
 * This file holds only the shared runtime and registry.ts's tag -> chunk map: each tag's define (and its
 * view) is fetched when an element with that tag first appears (internal/lazyDefine.ts).
 */
import './internal/embedEntry.ts';
import { defineOnFirstUse } from './internal/lazyDefine.ts';
import { ELEMENT_LOADERS } from './registry.ts';

defineOnFirstUse(ELEMENT_LOADERS);
