import { describe, expect, it } from 'vitest';
import { classCancelledMail, type ClassCancelledFacts } from './messages.ts';

const facts: ClassCancelledFacts = {
  firstName: 'Sam',
  className: 'Yoga <b>flow</b>',
  venueName: 'Riverside Leisure Centre',
  venueSlug: 'riverside',
  date: 'Tuesday 8 December',
  time: '18:00',
  reason: 'location_closure',
  attendees: [],
  credit: null,
};

describe('the mail of a class the venue cancelled', () => {
  it('says nothing is refunded for a free place, and escapes what people wrote in its HTML', () => {
    const mail = classCancelledMail('sam@example.test', facts, 'https://book.venue.test');
    expect(mail.subject).toBe('Cancelled: Yoga <b>flow</b> on Tuesday 8 December at 18:00');
    expect(mail.text).toContain(
      'has cancelled Yoga <b>flow</b> on Tuesday 8 December at 18:00, because the venue is closed.',
    );
    expect(mail.text).toContain('Nothing was paid for it, so there is nothing to refund.');
    expect(mail.html).toContain('Yoga &lt;b&gt;flow&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>flow');
  });

  it('for a free session of a course or camp, says the rest goes ahead rather than that nothing is refunded', () => {
    const mail = classCancelledMail('sam@example.test', { ...facts, session: true }, 'https://book.venue.test');
    expect(mail.text).toContain('The other sessions you booked go ahead as planned.');
    expect(mail.text).not.toContain('refund');
  });
});
