import type { VenueCategory } from './contract-views.ts';

/** What the venue category endpoints may answer: the contract's shape, with the defaulted fields optional. */
export type VenueCategoryResponse = Omit<
  VenueCategory,
  | 'isRoot'
  | 'parentId'
  | 'browseByName'
  | 'allocationStrategy'
  | 'v1Type'
  | 'v2Type'
  | 'locations'
  | 'bookable'
  | 'children'
> &
  Partial<
    Pick<
      VenueCategory,
      'isRoot' | 'parentId' | 'browseByName' | 'allocationStrategy' | 'v1Type' | 'v2Type' | 'locations' | 'bookable'
    >
  > & {
    children?: VenueCategoryResponse[] | null;
  };

/**
 * The client view of an activity category (contracts §3): isRoot (TT-010; a category without a parent is
 * a root group), browseByName defaulting to 'location' (TT-011), locations each with venueSlug (TT-015),
 * children mapped the same way.
 */
export function toVenueCategory(raw: VenueCategoryResponse, venueSlug?: string): VenueCategory {
  const parentId = raw.parentId ?? null;
  return {
    ...raw,
    isRoot: raw.isRoot ?? parentId === null,
    parentId,
    browseByName: raw.browseByName || 'location',
    allocationStrategy: raw.allocationStrategy ?? null,
    v1Type: raw.v1Type ?? null,
    v2Type: raw.v2Type ?? null,
    locations: (raw.locations ?? []).map((l) => ({ ...l, venueSlug: l.venueSlug || venueSlug || '' })),
    bookable: raw.bookable ?? true,
    children: (raw.children ?? []).map((child) =>
      toVenueCategory({ ...child, parentId: child.parentId ?? raw.id }, venueSlug),
    ),
  };
}

/** allocationStrategy 'customer' means customer allocation (TT-012). */
export const isCustomerAllocation = (category: Pick<VenueCategory, 'allocationStrategy'>): boolean =>
  category.allocationStrategy === 'customer';
