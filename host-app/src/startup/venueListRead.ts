import { getSessionStore } from '@venue/core';

/**
 * The home page's venue list, into the page's store, where `<venue-picker>` finds it loading or loaded
 * and asks no more. Left to the picker, the read waited for four chunks in a row (the picker's define,
 * its view, the slice's reads, then the request); on a loaded machine that chain had gaps of a second
 * or more of script work, long enough to look like a list stuck on "Loading venues" after the network
 * had gone quiet.
 */
export function readVenueList(): Promise<void> {
  const { venue } = getSessionStore().getState();
  if (venue.list.length > 0 || venue.loading) return Promise.resolve();
  return venue.load().then(() => {});
}
