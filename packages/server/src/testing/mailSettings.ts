import type { DeliverySettings } from '../mail/mailQueue.ts';

/** How tests deliver queued mail: into the outbox, with links on a booking site of its own. */
export const TEST_DELIVERY: DeliverySettings = {
  smtpUrl: null,
  mailFrom: 'Venue <no-reply@venue.test>',
  publicUrl: 'https://book.venue.test',
  basketHoldMinutes: 20,
};
