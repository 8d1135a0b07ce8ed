import { formatSession, summariseSessions, type TimedSession } from './sessionSummary.ts';

/** What a basket line's date is made of: a client CartItem, or the server's line with its times. */
export interface ItemTimes {
  type: string;
  cartableResource: TimedSession & { duration?: unknown };
  childItems: readonly { cartableResource: TimedSession }[];
}

/**
 * When a basket line happens, as one line of text: its session ("Wed 25 Nov, 09:30–10:30"), a course's or
 * camp's sessions summarised, or a new membership's billing period. The basket and checkout both show it,
 * so two lines of the same class read apart. The server writes it into each line of the cart it answers
 * (`when`, server cartStore.ts), so the pages that show it do not load the wall clock to work it out (issue 12).
 */
export function cartItemWhen(item: ItemTimes): string {
  // A new membership: its billing period, starting today (its child is the joining fee, not a session).
  if (item.type === 'membership')
    return `${String(item.cartableResource.duration ?? 'Monthly')} membership, starts today`;
  if (item.childItems.length === 0) return formatSession(item.cartableResource);
  return summariseSessions(
    item.childItems.map((child) => child.cartableResource),
    { courseStartsAt: item.cartableResource.startsAt },
  ).text;
}
