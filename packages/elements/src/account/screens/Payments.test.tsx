import { act } from 'react';
import { ORDERS, paged, wireOrder } from '../../../../../test/fixtures/accountBookings.ts';
import { LOGGED_IN } from '../../../../../test/fixtures/session.ts';
import { envelope, render, setupPage } from '../../../../../test/fixtures/viewTestPage.tsx';
import Payments from './Payments.tsx';

afterEach(() => document.body.replaceChildren());

const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());

describe('account Payments screen', () => {
  it('lists the orders, 20 a page, with lines, total, status and refund status; View receipt navigates to /payments/{id}', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/orders', paged(ORDERS));
    const navigate = vi.fn();
    const view = await render(<Payments subPath="" bookingUrl="/" navigate={navigate} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-order-id]')).toHaveLength(2));
    expect(page.server.callsTo('GET', '/api/v1/orders')[0]!.query.get('per_page')).toBe('20');
    const first = view.container.querySelector('[data-order-id="9001"]')!;
    expect(first.textContent).toContain('Order 9001');
    expect(first.textContent).toContain('Paid');
    expect(first.textContent).toContain('Yoga Flow; Family Swim × 2');
    expect(first.textContent).toContain('£19.50');
    expect(view.container.querySelector('[data-order-id="8990"]')!.textContent).toContain('Partly refunded');
    await click(first.querySelector('a'));
    expect(navigate).toHaveBeenCalledWith('/payments/9001');
  });

  it('no orders yet', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/orders', paged([]));
    const view = await render(<Payments subPath="" bookingUrl="/" navigate={vi.fn()} />);
    await vi.waitFor(() => expect(view.text()).toContain('You have no orders yet.'));
  });

  it('the receipt shows the client, order id, date, lines, tenders and totals, and Print calls window.print()', async () => {
    const page = setupPage(LOGGED_IN);
    page.store.getState().system.setClient({ id: 1, name: 'Riverside Leisure Trust', currency: 'GBP' } as never);
    page.server.on('GET', '/api/v1/orders/9001', envelope(wireOrder()));
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const view = await render(<Payments subPath="9001" bookingUrl="/" navigate={vi.fn()} />);
    await vi.waitFor(() => expect(view.text()).toContain('Receipt for order 9001'));
    const text = view.text();
    expect(text).toContain('Riverside Leisure Trust');
    expect(text).toContain('20 Nov 2026');
    expect(text).toContain('Yoga Flow');
    expect(text).toContain('Adult and Junior tickets');
    expect(text).toContain('Membership credit£10.00');
    expect(text).toContain('Card (Visa ending 4242)£9.50');
    const rows = [...view.container.querySelectorAll('tfoot tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Total£19.50']);
    await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Print receipt'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('receipt-title');
  });

  it('MSG-021 an unknown receipt says item not found and links back', async () => {
    setupPage(LOGGED_IN);
    const navigate = vi.fn();
    const view = await render(<Payments subPath="424242" bookingUrl="/" navigate={navigate} />);
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Unable to complete request, item not found.',
      ),
    );
    await click([...view.container.querySelectorAll('a')].find((a) => a.textContent === 'Back to payments'));
    expect(navigate).toHaveBeenCalledWith('/payments');
  });
});
