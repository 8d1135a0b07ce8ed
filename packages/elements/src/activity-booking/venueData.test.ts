import { endpoints, type VenueCategory } from '@venue/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeTimetable } from './classes/earlyTimetable.ts';
import { EARLY_VENUE_MS, startVenueData, startWantedDay, takeVenueData, venueDataOf } from './venueData.ts';

const ok = <T>(data: T) => ({ ok: true as const, data, meta: null, checksum: null, status: 200 });
const category = (slug: string, bookingType: string, children: VenueCategory[] = []) =>
  ({ id: slug, slug, name: slug, bookingType, bookable: true, children }) as unknown as VenueCategory;
const CATEGORIES = [category('fitness', 'group', [category('yoga', 'classes'), category('courts', 'resources')])];
const day = (activity: string | undefined) => ({ activity, date: '2026-12-01' });

function answer(categories = CATEGORIES) {
  return {
    categories: vi.spyOn(endpoints, 'listVenueCategories').mockResolvedValue(ok(categories)),
    venue: vi.spyOn(endpoints, 'getVenue').mockResolvedValue(ok({ activitiesV2MigrationDate: '2026-11-01' } as never)),
    timetable: vi
      .spyOn(endpoints, 'getTimetable')
      .mockImplementation(async () => ({ ok: true, data: [], meta: null, checksum: null, status: 200 })),
  };
}

describe('venueData', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the view the element's early reads of its venue instead of asking again, once", async () => {
    const { categories, venue } = answer();
    startVenueData('riverside', day(undefined));
    expect(categories).toHaveBeenCalledTimes(1);
    expect(venue).toHaveBeenCalledTimes(1);
    const [taken] = await takeVenueData('riverside', day(undefined));
    expect(taken).toEqual(ok(CATEGORIES));
    expect(categories).toHaveBeenCalledTimes(1);
    // Taken once: a retry, or another venue, asks again.
    await takeVenueData('riverside', day(undefined));
    await takeVenueData('westside', day(undefined));
    expect(categories).toHaveBeenCalledTimes(3);
    expect(venue).toHaveBeenCalledTimes(3);
  });

  it("asks again when the early reads' answers are older than EARLY_VENUE_MS", async () => {
    const { categories } = answer();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startVenueData('riverside', day(undefined));
    await new Promise((resolve) => setTimeout(resolve, 0)); // answered at 1000
    now.mockReturnValue(1000 + EARLY_VENUE_MS + 1);
    await takeVenueData('riverside', day(undefined));
    expect(categories).toHaveBeenCalledTimes(2);
  });

  it("starts a classes day's timetable as soon as the venue's answers are in; the shell's start on them makes no second request", async () => {
    const { timetable } = answer();
    startVenueData('riverside', day('yoga'));
    const answers = await takeVenueData('riverside', day('yoga'));
    expect(timetable).toHaveBeenCalledTimes(1);
    expect(timetable.mock.calls[0]![0]).toEqual({
      venue: 'riverside',
      activity: 'yoga',
      date: '2026-12-01',
      version: 'v2',
    });
    startWantedDay('riverside', venueDataOf(answers)!, day('yoga'));
    expect(timetable).toHaveBeenCalledTimes(1);
    await takeTimetable({ venue: 'riverside', activity: 'yoga', date: '2026-12-01', version: 'v2' });
    expect(timetable).toHaveBeenCalledTimes(1);
  });

  it('starts no timetable for another booking type, a group, no activity or one the venue does not have', async () => {
    const { timetable } = answer();
    for (const activity of ['courts', 'fitness', undefined, 'nope']) {
      startVenueData(`venue-${activity}`, day(activity));
      await takeVenueData(`venue-${activity}`, day(activity));
    }
    expect(timetable).not.toHaveBeenCalled();
  });

  it('the venue data: bookable categories, the migration date; none when the categories failed', () => {
    const hidden = { ...category('hidden', 'classes'), bookable: false } as VenueCategory;
    expect(venueDataOf([ok([...CATEGORIES, hidden]), ok({ activitiesV2MigrationDate: null } as never)])).toEqual({
      categories: CATEGORIES,
      migrationDate: null,
    });
    const failed = { ok: false as const, error: new Error('no') } as never;
    expect(venueDataOf([failed, ok({} as never)])).toBeNull();
  });
});
