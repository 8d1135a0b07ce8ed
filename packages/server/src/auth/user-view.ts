import type { Db } from '../db/db.ts';
import { iso, money } from '../presentation/wire.ts';
import type { UserRow } from './session.ts';

/** User on the wire (contracts §3, USER-001..003). */
export function userView(u: UserRow, token: string | null = null) {
  return {
    id: u.id,
    uuid: u.uuid,
    first_name: u.first_name,
    last_name: u.last_name,
    reference: u.reference,
    title: u.title,
    email: u.email,
    gender: u.gender,
    ethnicity: u.ethnicity,
    disability: u.disability,
    profile_picture_url: u.profile_picture_url,
    phone: u.phone,
    address: {
      address1: u.address1,
      address2: u.address2,
      area: u.area,
      town: u.town,
      country: u.country,
      postcode: u.postcode,
    },
    marketing: { email: u.marketing_email, sms: u.marketing_sms, phone: u.marketing_phone, post: u.marketing_post },
    email_verified_at: iso(u.email_verified_at),
    date_of_birth: u.date_of_birth,
    created_at: iso(u.created_at)!,
    token,
  };
}

/** Credit balances in minor units, by type. */
export async function creditBalances(db: Db, userId: number): Promise<{ membership: number; general: number }> {
  const rows = await db.query<{ credit_type: 'membership' | 'general'; balance: number }>(
    'SELECT credit_type, balance FROM credits WHERE user_id = $1',
    [userId],
  );
  const out = { membership: 0, general: 0 };
  for (const r of rows) out[r.credit_type] = r.balance;
  return out;
}

/** Session user (flows §3, USER-004/005): what login and `GET /api/auth/user` answer. */
export async function sessionUserView(db: Db, u: UserRow, currency = 'GBP') {
  const [venue, staffVenue, memberships, credit, penalties] = await Promise.all([
    u.home_venue_id ? db.one<{ slug: string }>('SELECT slug FROM venues WHERE id = $1', [u.home_venue_id]) : undefined,
    u.staff_venue_id
      ? db.one<{ slug: string }>('SELECT slug FROM venues WHERE id = $1', [u.staff_venue_id])
      : undefined,
    db.query<{
      id: number;
      membership_id: number;
      name: string;
      membership_type: string;
      status: string;
      home_venue_id: number | null;
      home_venue_slug: string | null;
      starts_at: Date | null;
      ends_at: Date | null;
    }>(
      `SELECT mu.id, mu.membership_id, m.name, m.membership_type, mu.status, mu.home_venue_id, v.slug AS home_venue_slug,
              mu.starts_at, mu.ends_at
         FROM membership_users mu JOIN memberships m ON m.id = mu.membership_id
         LEFT JOIN venues v ON v.id = mu.home_venue_id
        WHERE mu.user_id = $1 ORDER BY mu.created_at DESC, mu.id DESC`,
      [u.id],
    ),
    creditBalances(db, u.id),
    db.one<{ n: number }>(
      "SELECT count(*) AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1 AND ci.kind = 'penalty' AND c.status = 'open'",
      [u.id],
    ),
  ]);
  const membershipUsers = memberships.map((m) => ({ ...m, starts_at: iso(m.starts_at), ends_at: iso(m.ends_at) }));
  return {
    id: u.id,
    uuid: u.uuid,
    reference: u.reference,
    role: u.role,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email ?? '',
    home_venue_id: u.home_venue_id,
    home_venue_slug: venue?.slug ?? null,
    membership_user: membershipUsers.find((m) => m.status === 'active') ?? null,
    membership_users: membershipUsers,
    credit: {
      balance: money(credit.membership + credit.general, currency),
      membership: money(credit.membership, currency),
      general: money(credit.general, currency),
    },
    has_instruction: u.has_instruction,
    has_billing_date: u.has_billing_date,
    has_outstanding_penalties: (penalties?.n ?? 0) > 0,
    document_expiry: [] as { document_expiring_soon: boolean; days_to_expiry: number | null }[],
    membership_document_upload_required: false,
    profile_photo: u.profile_picture_url,
    staff_venue_slug: staffVenue?.slug ?? null,
  };
}

/** A new unique customer reference (RLT + 6 digits), from the users sequence. */
export async function nextReference(db: Db): Promise<string> {
  const r = await db.one<{ n: number }>("SELECT nextval(pg_get_serial_sequence('users', 'id')) + 500000 AS n");
  return `RLT${String(r!.n).padStart(6, '0')}`;
}
