import { toCamel } from '../api/casing.ts';
import { isCustomerAllocation, toVenueCategory, type VenueCategoryResponse } from './venueCategory.ts';

const wire = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Fitness classes',
  slug: 'fitness-classes',
  booking_type: null,
  parent_id: null,
  children: [
    {
      id: 'a0000000-0000-4000-8000-000000000002',
      name: 'Yoga',
      slug: 'yoga',
      booking_type: 'classes',
      locations: [{ id: '4', names: 'Studio 1' }],
      allocation_strategy: 'customer',
    },
  ],
};

describe('the client view of an activity category', () => {
  it('TT-010 has isRoot: a category with no parent is a root, its children are not', () => {
    const view = toVenueCategory(toCamel<VenueCategoryResponse>(wire), 'riverside');
    expect(view.isRoot).toBe(true);
    expect(view.children[0]!.isRoot).toBe(false);
    expect(view.children[0]!.parentId).toBe(wire.id);
    // The server's own is_root wins when it is sent.
    expect(toVenueCategory({ ...toCamel<VenueCategoryResponse>(wire), isRoot: false }).isRoot).toBe(false);
  });

  it("TT-011 browseByName defaults to 'location' and keeps a value that is sent", () => {
    const view = toVenueCategory(toCamel<VenueCategoryResponse>(wire));
    expect(view.browseByName).toBe('location');
    expect(view.children[0]!.browseByName).toBe('location');
    expect(toVenueCategory({ ...toCamel<VenueCategoryResponse>(wire), browseByName: 'name' }).browseByName).toBe(
      'name',
    );
  });

  it("TT-015 each location carries venueSlug (the server's, else the venue asked for)", () => {
    const view = toVenueCategory(toCamel<VenueCategoryResponse>(wire), 'riverside');
    expect(view.children[0]!.locations).toEqual([{ id: '4', names: 'Studio 1', venueSlug: 'riverside' }]);
    const sent = toVenueCategory(
      toCamel<VenueCategoryResponse>({ ...wire, locations: [{ id: '9', names: 'Pool', venue_slug: 'hilltop' }] }),
      'riverside',
    );
    expect(sent.locations).toEqual([{ id: '9', names: 'Pool', venueSlug: 'hilltop' }]);
  });

  it("TT-012 allocationStrategy 'customer' means customer allocation", () => {
    const view = toVenueCategory(toCamel<VenueCategoryResponse>(wire));
    expect(isCustomerAllocation(view.children[0]!)).toBe(true);
    expect(isCustomerAllocation(view)).toBe(false);
  });
});
