import { CONFIRMED_ORDER } from '../../../../test/fixtures/checkout.ts';
import { LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { BookingConfirmation, CONFIRMATION_WORDING } from './BookingConfirmation.tsx';

afterEach(() => document.body.replaceChildren());

describe('<booking-confirmation kind="online-joining">', () => {
  it('words the membership order as joining, not "Booking confirmed"', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/orders/ord-0077', envelope(CONFIRMED_ORDER));
    const view = await render(<BookingConfirmation completeOrderId="ord-0077" kind="online-joining" />);
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Welcome to your membership'));
    expect(view.text()).not.toContain('Booking confirmed');
    expect(view.text()).toContain(CONFIRMATION_WORDING['online-joining'].lead);
    expect(view.container.querySelector('h2')?.textContent).toBe('What you joined');
    expect(view.container.querySelector('a')?.textContent).toBe('Book an activity');
  });

  it('any other kind keeps the booking wording', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/orders/ord-0077', envelope(CONFIRMED_ORDER));
    const view = await render(<BookingConfirmation orderId="ord-0077" kind="booking" />);
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Booking confirmed'));
  });
});
