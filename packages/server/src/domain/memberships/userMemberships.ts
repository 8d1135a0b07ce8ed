import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { iso, money } from '../../presentation/wire.ts';
import { localDate } from '../../time/londonTime.ts';
import { forbiddenError, notFoundError } from '../errors.ts';

type MembershipStatus = 'active' | 'pending' | 'frozen' | 'cancelled' | 'expired';

interface UserMembershipRow {
  id: number;
  membership_id: number;
  name: string;
  membership_type: string;
  status: MembershipStatus;
  /** The price per period: what was paid for it when joined online, else the membership's monthly price. */
  price: number;
  billing_period: 'monthly' | 'annual';
  /** The next billing date stored when joined online (YYYY-MM-DD), else null. */
  billing_date: string | null;
  home_venue_id: number | null;
  home_venue_name: string | null;
  home_venue_slug: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

const CURRENT: ReadonlySet<MembershipStatus> = new Set(['active', 'pending', 'frozen']);

/** The last day of a month (month 1..12). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const iso8601 = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The next billing date on or after `today` (both YYYY-MM-DD): every month on the start's day of the month,
 * or every year on its anniversary, clamped to short months (a start on the 31st bills on 30 April, one on
 * 29 February on the 28th in other years); null when the membership has ended by then or bills no more
 * (cancelled, expired, frozen).
 */
export function nextBillingDate(
  status: MembershipStatus,
  startDate: string | null,
  endDate: string | null,
  today: string,
  period: 'monthly' | 'annual' = 'monthly',
): string | null {
  if (status !== 'active' && status !== 'pending') return null;
  if (!startDate) return null;
  if (startDate >= today) return endDate !== null && endDate < startDate ? null : startDate;
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  // Two candidates always suffice: this period's date has passed or not, and the next one is after today.
  let year = ty;
  let month = period === 'annual' ? sm : tm;
  for (let i = 0; i < 2; i += 1) {
    const candidate = iso8601(year, month, Math.min(sd, daysIn(year, month)));
    if (candidate >= today && (year > sy || (year === sy && month > sm))) {
      return endDate !== null && candidate > endDate ? null : candidate;
    }
    if (period === 'annual') year += 1;
    else if (month === 12) [year, month] = [year + 1, 1];
    else month += 1;
  }
  return null;
}

/**
 * A user's memberships, current first (active, pending, frozen), then past ones, newest first. A customer
 * may read only their own; staff any customer's of their client. Unknown users are not found.
 */
export async function listUserMemberships(
  db: Db,
  viewer: UserRow,
  userId: number,
  options: { now: Date; currency: string },
) {
  const target = await db.one<{ id: number }>('SELECT id FROM users WHERE id = $1 AND client_id = $2', [
    userId,
    viewer.client_id,
  ]);
  if (!target) throw notFoundError();
  if (viewer.role !== 'staff' && viewer.id !== target.id) throw forbiddenError();
  const rows = await db.query<UserMembershipRow>(
    `SELECT mu.id, mu.membership_id, m.name, m.membership_type, mu.status,
            COALESCE(mu.price, m.monthly_price) AS price, COALESCE(mu.billing_period, 'monthly') AS billing_period,
            to_char(mu.billing_date, 'YYYY-MM-DD') AS billing_date, mu.home_venue_id,
            v.name AS home_venue_name, v.slug AS home_venue_slug, mu.starts_at, mu.ends_at
       FROM membership_users mu JOIN memberships m ON m.id = mu.membership_id
       LEFT JOIN venues v ON v.id = mu.home_venue_id
      WHERE mu.user_id = $1
      ORDER BY (mu.status IN ('active', 'pending', 'frozen')) DESC, mu.starts_at DESC NULLS LAST, mu.id DESC`,
    [target.id],
  );
  const today = localDate(options.now);
  return rows.map((r) => ({
    id: r.id,
    membership_id: r.membership_id,
    name: r.name,
    membership_type: r.membership_type,
    status: r.status,
    current: CURRENT.has(r.status),
    price: money(r.price, options.currency),
    billing_period: r.billing_period === 'annual' ? ('year' as const) : ('month' as const),
    // Joined online: the first period is paid at joining, and the billing date stored then is the next one.
    next_billing_date:
      r.billing_date !== null && r.billing_date >= today && (r.status === 'active' || r.status === 'pending')
        ? r.billing_date
        : nextBillingDate(
            r.status,
            r.billing_date ?? (r.starts_at ? localDate(r.starts_at) : null),
            r.ends_at ? localDate(r.ends_at) : null,
            today,
            r.billing_period,
          ),
    home_venue:
      r.home_venue_id !== null && r.home_venue_slug !== null
        ? { id: r.home_venue_id, name: r.home_venue_name ?? r.home_venue_slug, slug: r.home_venue_slug }
        : null,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
  }));
}
