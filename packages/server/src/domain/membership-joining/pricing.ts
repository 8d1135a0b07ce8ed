/**
 * What a venue offers for online joining: the memberships it can be a home venue for, each with its
 * pricing options (monthly and annual), joining fee, concession and age limits.
 */
import type { Db } from '../../db/db.ts';
import { money } from '../../presentation/wire.ts';
import { notFoundError } from '../errors.ts';

export interface MembershipTermsRow {
  id: number;
  client_id: number;
  slug: string;
  name: string;
  membership_type: string;
  description: string | null;
  includes: string[];
  concession: boolean;
  concession_eligibility: string | null;
  min_age: number | null;
  max_age: number | null;
  joining_fee: number;
  online_joining: boolean;
  position: number;
}

export interface PricingOptionRow {
  id: number;
  membership_id: number;
  name: string;
  billing_period: 'monthly' | 'annual';
  price: number;
  /** The option's own joining fee, when it differs from the membership's. */
  joining_fee: number | null;
}

/** The joining fee an option charges: its own when set, else its membership's. */
export const joiningFeeOf = (option: PricingOptionRow, membership: Pick<MembershipTermsRow, 'joining_fee'>) =>
  option.joining_fee ?? membership.joining_fee;

export async function membershipOptions(db: Db, membershipIds: number[]): Promise<PricingOptionRow[]> {
  return db.query<PricingOptionRow>(
    `SELECT id, membership_id, name, billing_period, price, joining_fee FROM pricing_options
      WHERE membership_id = ANY($1::int[]) ORDER BY membership_id, CASE billing_period WHEN 'monthly' THEN 0 ELSE 1 END, id`,
    [membershipIds],
  );
}

/** GET /api/venues/{slug}/memberships: 404 for a venue that is not the client's or not open for joining. */
export async function venueMembershipOffers(db: Db, clientId: number, venueSlug: string, currency: string) {
  const venue = await db.one<{ id: number; name: string; slug: string }>(
    'SELECT id, name, slug FROM venues WHERE client_id = $1 AND slug = $2 AND online_joining_enabled',
    [clientId, venueSlug],
  );
  if (!venue) throw notFoundError();
  const memberships = await db.query<MembershipTermsRow>(
    `SELECT m.* FROM memberships m JOIN membership_venues mv ON mv.membership_id = m.id AND mv.venue_id = $2
      WHERE m.client_id = $1 AND m.online_joining ORDER BY m.position, m.id`,
    [clientId, venue.id],
  );
  const options = await membershipOptions(
    db,
    memberships.map((m) => m.id),
  );
  return {
    venue,
    memberships: memberships.map((m) => {
      const own = options.filter((o) => o.membership_id === m.id);
      const monthly = own.find((o) => o.billing_period === 'monthly');
      return {
        id: m.id,
        slug: m.slug,
        name: m.name,
        membership_type: m.membership_type,
        description: m.description,
        includes: m.includes ?? [],
        concession: m.concession,
        concession_eligibility: m.concession_eligibility,
        min_age: m.min_age,
        max_age: m.max_age,
        pricing_options: own.map((o) => {
          const fee = joiningFeeOf(o, m);
          const saving =
            o.billing_period === 'annual' && monthly
              ? monthly.price * 12 + joiningFeeOf(monthly, m) - o.price - fee
              : 0;
          return {
            id: o.id,
            membership_id: m.id,
            name: o.name,
            billing_period: o.billing_period,
            price: money(o.price, currency),
            joining_fee: money(fee, currency),
            due_today: money(o.price + fee, currency),
            saving: saving > 0 ? money(saving, currency) : null,
          };
        }),
      };
    }),
  };
}
