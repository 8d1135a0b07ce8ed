import { CONFIRMED_ORDER } from '../../../../test/fixtures/checkout.ts';
import { LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { envelope, render, setupPage } from '../checkout/viewTestPage.tsx';
import { BookingConfirmation } from './BookingConfirmation.tsx';

afterEach(() => document.body.replaceChildren());

describe('<booking-confirmation> view', () => {
  it('ORDER-003 shows what was booked, when and where, and how it was paid', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/orders/ord-0077', envelope(CONFIRMED_ORDER));
    const view = await render(<BookingConfirmation orderId="ord-0077" />);
    await vi.waitFor(() => expect(view.text()).toContain('Booking confirmed'));
    expect(view.text()).toContain('ord-0077');
    expect(view.text()).toContain('Swimming Lessons Stage 1');
    expect(view.text()).toContain('Riverside Leisure Centre · 10 weeks from Fri 27 Nov 2026, 09:00');
    expect(view.text()).toMatch(/Membership credit£10\.00/);
    expect(view.text()).toMatch(/Card \(Visa ending 3155\)£75\.00/);
  });

  it('MSG-021 an unknown order says item not found', async () => {
    setupPage(LOGGED_IN);
    const view = await render(<BookingConfirmation orderId="nope" />);
    await vi.waitFor(() => expect(view.text()).toBe('Unable to complete request, item not found.'));
  });
});
