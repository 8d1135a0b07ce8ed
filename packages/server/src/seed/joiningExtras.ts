/**
 * Online joining and discount codes on top of the demo data (../shared/design/demo-data.md, which it
 * keeps whole): what each membership includes, its age limits, a monthly and an annual pricing option
 * per membership (annual: ten months' price, no joining fee), an Anytime concession, and three
 * discount codes: WELCOME10 (10% off), FIVEOFF (£5.00 off) and EXPIRED20 (20% off, expired).
 */
import type { Db } from '../db/db.ts';
import { insertMany, insertOne } from '../db/sql.ts';
import { addMinutes } from '../time/londonTime.ts';

const INCLUDES: Record<string, string[]> = {
  'off-peak': ['Gym, pool and classes before 4pm on weekdays', 'All day at weekends', 'Every venue'],
  anytime: ['Gym, pool and classes at any time', 'Every venue', 'Book classes 7 days ahead'],
  junior: ['Swimming and junior activities', 'Junior gym sessions', 'Every venue'],
};
const AGES: Record<string, { min_age: number | null; max_age: number | null }> = {
  // Adult memberships have no limit of their own (a customer need not give a date of birth to join one).
  junior: { min_age: 8, max_age: 17 },
};

export const DISCOUNT_CODES = [
  { code: 'WELCOME10', description: '10% off your basket', kind: 'percentage', amount: 10, expiresInDays: 365 },
  { code: 'FIVEOFF', description: '£5.00 off your basket', kind: 'fixed', amount: 500, expiresInDays: 365 },
  {
    code: 'EXPIRED20',
    description: '20% off your basket (expired)',
    kind: 'percentage',
    amount: 20,
    expiresInDays: -1,
  },
] as const;

export async function seedJoiningExtras(db: Db, clientId: number, now: Date): Promise<void> {
  const memberships = await db.query<{
    id: number;
    slug: string;
    name: string;
    monthly_price: number;
    joining_fee: number;
    position: number;
  }>(
    'SELECT id, slug, name, monthly_price, joining_fee, position FROM memberships WHERE client_id = $1 ORDER BY position',
    [clientId],
  );
  for (const m of memberships) {
    await db.query('UPDATE memberships SET includes = $2, min_age = $3, max_age = $4 WHERE id = $1', [
      m.id,
      JSON.stringify(INCLUDES[m.slug] ?? []),
      AGES[m.slug]?.min_age ?? null,
      AGES[m.slug]?.max_age ?? null,
    ]);
  }
  // The Anytime membership at a concession: over-60s, full-time students and people on qualifying benefits.
  const anytime = memberships.find((m) => m.slug === 'anytime');
  if (anytime) {
    const concession = await insertOne<{ id: number }>(
      db,
      'memberships',
      {
        client_id: clientId,
        slug: 'anytime-concession',
        name: 'Anytime concession',
        membership_type: 'adult',
        description: 'Everything Anytime includes, at a reduced price for those who qualify.',
        monthly_price: 2499,
        joining_fee: 1500,
        online_joining: true,
        position: memberships.length,
        includes: JSON.stringify(INCLUDES.anytime),
        concession: true,
        concession_eligibility:
          'Over-60s, full-time students and people receiving Universal Credit: bring proof to your first visit.',
        min_age: null,
        max_age: null,
      },
      'id',
    );
    memberships.push({
      ...anytime,
      id: concession.id,
      slug: 'anytime-concession',
      name: 'Anytime concession',
      monthly_price: 2499,
      joining_fee: 1500,
    });
    await db.query(
      'INSERT INTO membership_venues (membership_id, venue_id) SELECT $1, venue_id FROM membership_venues WHERE membership_id = $2',
      [concession.id, anytime.id],
    );
  }
  await insertMany(
    db,
    'pricing_options',
    memberships.flatMap((m) => [
      {
        client_id: clientId,
        name: `${m.name} monthly`,
        reference: `${m.slug.toUpperCase()}-MONTHLY`,
        price: m.monthly_price,
        membership_id: m.id,
        billing_period: 'monthly',
        joining_fee: null,
      },
      {
        client_id: clientId,
        name: `${m.name} annual`,
        reference: `${m.slug.toUpperCase()}-ANNUAL`,
        price: m.monthly_price * 10,
        membership_id: m.id,
        billing_period: 'annual',
        joining_fee: 0,
      },
    ]),
  );
  // The members the demo already has: billed monthly at their membership's price, from their joining order.
  await db.query(
    `UPDATE membership_users mu
        SET billing_period = 'monthly', price = m.monthly_price,
            pricing_option_id = (SELECT id FROM pricing_options WHERE membership_id = m.id AND billing_period = 'monthly'),
            billing_date = ((mu.starts_at AT TIME ZONE 'Europe/London')::date + interval '1 month')::date,
            order_id = (SELECT o.id FROM orders o WHERE o.user_id = mu.user_id AND o.cart_source = 'online-joining' ORDER BY o.id LIMIT 1)
       FROM memberships m
      WHERE m.id = mu.membership_id AND m.client_id = $1 AND mu.price IS NULL`,
    [clientId],
  );
  await insertMany(
    db,
    'discount_codes',
    DISCOUNT_CODES.map((d) => ({
      client_id: clientId,
      code: d.code,
      description: d.description,
      kind: d.kind,
      amount: d.amount,
      expires_at: addMinutes(now, d.expiresInDays * 24 * 60),
    })),
  );
}
