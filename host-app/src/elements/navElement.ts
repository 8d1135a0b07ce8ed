/**
 * `<venue-nav>` is part of the first paint, so its registration is bundled eagerly (the other elements
 * load with their routes, through the registry); the registry's loader for it resolves to this chunk.
 */
import '@venue/elements/nav';

export const NAV_TAG = 'venue-nav';
