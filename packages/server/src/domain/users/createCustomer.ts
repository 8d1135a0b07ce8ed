import type { z } from 'zod';
import type { createCustomerBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { nextReference } from '../../auth/user-view.ts';
import { invalidField } from '../errors.ts';
import { emailTaken, emergencyContactExtra } from '../accounts/registerCustomer.ts';

/**
 * Staff create a customer at front of house (flows §7, G7): onboarding type customer_account_foh, source
 * front-of-house (USER-016); no password, homed at the staff member's venue.
 */
export async function createCustomerAtDesk(
  db: Db,
  staff: UserRow,
  body: z.output<typeof createCustomerBody>,
): Promise<UserRow> {
  if (body.email && (await emailTaken(db, staff.client_id, body.email)))
    throw invalidField('email', 'The email has already been taken.');
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx);
    return (await tx.one<UserRow>(
      `INSERT INTO users (client_id, reference, email, first_name, last_name, title, phone, date_of_birth, postcode, onboarding_type, source, home_venue_id,
                          gender, address1, address2, town, marketing_email, marketing_sms, marketing_phone, marketing_post, extra)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'customer_account_foh', 'front-of-house', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING *`,
      [
        staff.client_id,
        reference,
        body.email ?? null,
        body.first_name,
        body.last_name,
        body.title ?? null,
        body.phone ?? null,
        body.date_of_birth ?? null,
        body.postcode ?? null,
        staff.staff_venue_id ?? null,
        body.gender ?? null,
        body.address1 ?? null,
        body.address2 ?? null,
        body.town ?? null,
        body.marketing_email ?? false,
        body.marketing_sms ?? false,
        body.marketing_phone ?? false,
        body.marketing_post ?? false,
        JSON.stringify(emergencyContactExtra(body)),
      ],
    ))!;
  });
}
