import type { CartItem } from './types.ts';
import { formatSession, summariseSessions } from './sessionSummary.ts';

/**
 * When a basket line happens, as one line of text: its session ("Wed 25 Nov, 09:30–10:30"), a course's or
 * camp's sessions summarised, or a new membership's billing period. The basket and checkout both show it,
 * so two lines of the same class read apart.
 */
export function cartItemWhen(item: CartItem): string {
  // A new membership: its billing period, starting today (its child is the joining fee, not a session).
  if (item.type === 'membership')
    return `${String(item.cartableResource.duration ?? 'Monthly')} membership, starts today`;
  if (item.childItems.length === 0) return formatSession(item.cartableResource);
  return summariseSessions(
    item.childItems.map((child) => child.cartableResource),
    { courseStartsAt: item.cartableResource.startsAt },
  ).text;
}
