/**
 * One live region per page, in the page's LIGHT DOM: screen readers do not reliably announce
 * live regions inside shadow roots, so every element announces through this one.
 * Found through a page-wide key, so two bundles on one page share it.
 */

const REGION_KEY = Symbol.for('venue.live-region.v1');
export const LIVE_REGION_ID = 'venue-live-region';

export type Politeness = 'polite' | 'assertive';

interface RegionSlots {
  polite: HTMLElement;
  assertive: HTMLElement;
}

// Visually hidden but read aloud; inline styles with !important so a hostile page stylesheet
// (`* { display: block !important }` and the like) cannot reveal or collapse it.
const HIDDEN =
  'position:absolute !important;width:1px !important;height:1px !important;margin:-1px !important;' +
  'padding:0 !important;overflow:hidden !important;clip:rect(0 0 0 0) !important;' +
  'clip-path:inset(50%) !important;white-space:nowrap !important;border:0 !important;';

function createSlot(doc: Document, politeness: Politeness): HTMLElement {
  const slot = doc.createElement('div');
  slot.setAttribute('aria-live', politeness);
  slot.setAttribute('aria-atomic', 'false');
  slot.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  return slot;
}

export function regionSlots(doc: Document = document): RegionSlots {
  const holder = globalThis as unknown as Record<symbol, RegionSlots | undefined>;
  const known = holder[REGION_KEY];
  if (known && known.polite.isConnected) return known;
  const region = doc.createElement('div');
  region.id = LIVE_REGION_ID;
  // CSSOM, not setAttribute('style'): a strict CSP without 'unsafe-inline' blocks style attributes.
  region.style.cssText = HIDDEN;
  const slots = { polite: createSlot(doc, 'polite'), assertive: createSlot(doc, 'assertive') };
  region.append(slots.polite, slots.assertive);
  // The region must exist before the first message, or the first announcement is often missed.
  (doc.body ?? doc.documentElement).append(region);
  holder[REGION_KEY] = slots;
  return slots;
}

/** Makes sure the region is in the page early (call at start-up). */
export function ensureLiveRegion(doc: Document = document): HTMLElement {
  return regionSlots(doc).polite.parentElement as HTMLElement;
}
