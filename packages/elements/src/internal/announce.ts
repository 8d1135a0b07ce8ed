// Apart from liveRegion.ts: the region is made at start-up, but only the toast announcer (loaded with the
// first toast) and a few views say anything in it.
import { regionSlots, type Politeness } from './liveRegion.ts';

/** Announces a message; danger toasts are assertive, everything else polite. */
export function announce(message: string, politeness: Politeness = 'polite', doc: Document = document): void {
  if (!message) return;
  const slot = regionSlots(doc)[politeness];
  const line = doc.createElement('p');
  line.textContent = message;
  slot.append(line);
  // Keep the region short: screen readers only need the new line; old ones are noise.
  while (slot.childElementCount > 5) slot.firstElementChild?.remove();
}
