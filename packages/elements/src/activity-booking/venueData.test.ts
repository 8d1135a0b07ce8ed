import { endpoints } from '@venue/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_VENUE_MS, startVenueData, takeVenueData } from './venueData.ts';

const ok = <T>(data: T) => ({ ok: true as const, data, meta: null, checksum: null, status: 200 });

describe('venueData', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the view the element's early reads of its venue instead of asking again, once", async () => {
    const categories = vi.spyOn(endpoints, 'listVenueCategories').mockResolvedValue(ok([]));
    const venue = vi.spyOn(endpoints, 'getVenue').mockResolvedValue(ok({} as never));
    startVenueData('riverside');
    expect(categories).toHaveBeenCalledTimes(1);
    expect(venue).toHaveBeenCalledTimes(1);
    await expect(takeVenueData('riverside')).resolves.toEqual([ok([]), ok({})]);
    expect(categories).toHaveBeenCalledTimes(1);
    // Taken once: a retry, or another venue, asks again.
    await takeVenueData('riverside');
    await takeVenueData('westside');
    expect(categories).toHaveBeenCalledTimes(3);
    expect(venue).toHaveBeenCalledTimes(3);
  });

  it('asks again when the early reads are older than EARLY_VENUE_MS', async () => {
    const categories = vi.spyOn(endpoints, 'listVenueCategories').mockResolvedValue(ok([]));
    vi.spyOn(endpoints, 'getVenue').mockResolvedValue(ok({} as never));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startVenueData('riverside');
    now.mockReturnValue(1000 + EARLY_VENUE_MS + 1);
    await takeVenueData('riverside');
    expect(categories).toHaveBeenCalledTimes(2);
  });
});
