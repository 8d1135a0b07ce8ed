// Online joining (flows §1, §2 /pricing): what a venue offers, typed from the contract.
import type { z } from 'zod';
import type { membershipOffer, membershipPricingOption, venueMemberships } from '../../contract/memberships.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** GET /api/venues/{slug}/memberships, camelCased. */
export type VenueMembershipsAnswer = Camelized<z.infer<typeof venueMemberships>>;
export type MembershipOfferAnswer = Camelized<z.infer<typeof membershipOffer>>;
export type MembershipPricingOptionAnswer = Camelized<z.infer<typeof membershipPricingOption>>;

/** GET /api/venues/{slug}/memberships: the memberships that can have this venue as home, with their prices. */
export function getVenueMemberships(
  venueSlug: string,
  api: ApiClient = getApi(),
): Promise<QueryResult<VenueMembershipsAnswer>> {
  return api.query<VenueMembershipsAnswer>(`/api/venues/${encodeURIComponent(venueSlug)}/memberships`);
}
