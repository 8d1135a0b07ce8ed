import type { Category } from '@venue/core';
import { FIXTURE_DATE, LANE_DAY, lanePrices } from '../../../../../test/fixtures/bookingTypes.ts';
import { ALEX_MORGAN, GUEST, LOGGED_IN, TWO_ITEM_BASKET } from '../../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  labelled,
  render,
  setupPage,
  type,
} from '../../../../../test/fixtures/viewTestPage.tsx';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import TicketedView from './TicketedView.tsx';

const TICKETS = '/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets';
const PRICE = '/price/riverside/ticket/lane-swimming';
const lane = {
  id: '5b0c2f4e-0000-4000-8000-000000000002',
  name: 'Lane swimming',
  slug: 'lane-swimming',
  bookingType: 'ticketed',
  children: [],
  parent: { id: 'p', name: 'Swimming', slug: 'swimming', bookingType: null },
  inUse: null,
  createdAt: null,
} as unknown as Category;
const props = (reloadKey = 0): BookingTypeViewProps => ({
  venue: 'riverside',
  activity: lane,
  weekStart: '2026-11-30',
  date: FIXTURE_DATE,
  version: 'v2',
  reloadKey,
  basketUrl: '/basket',
  checkoutUrl: '/basket/checkout',
});
const totalOf = (root: ParentNode) => root.querySelector('[data-total]')?.getAttribute('data-total');

afterEach(() => document.body.replaceChildren());

describe('ticketed view', () => {
  it('API-030 TT-008 choosing a session prices it for the customer reference with is_v2 and occurrence_id', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TICKETS, envelope(LANE_DAY))
      .on('POST', PRICE, envelope(lanePrices(ALEX_MORGAN.id, ALEX_MORGAN.reference!, 'oc-lane-0700', true)));
    const view = await render(<TicketedView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-session="07:00"]')).toBeTruthy());
    expect(page.server.callsTo('GET', TICKETS)[0]!.query.get('date')).toBe(FIXTURE_DATE);
    expect(view.container.querySelector<HTMLButtonElement>('[data-session="18:00"]')!.disabled).toBe(true);
    await click(view.container.querySelector('[data-session="07:00"]'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', PRICE)).toHaveLength(1));
    expect(page.server.callsTo('POST', PRICE)[0]!.body).toEqual({
      reference: ALEX_MORGAN.reference,
      is_v2: true,
      occurrence_id: 'oc-lane-0700',
    });
    await vi.waitFor(() => expect(view.container.querySelector('[data-discount]')).toBeTruthy());
    expect(view.container.querySelector('[data-ticket-type="Adult"]')!.textContent).toMatch(
      /was £4\.50.*now £3\.60 each/,
    );
  });

  it('TT-007 two Adult and one Junior: the stepper buttons and the input set quantities; the total uses the customer prices', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TICKETS, envelope(LANE_DAY))
      .on('POST', PRICE, envelope(lanePrices(ALEX_MORGAN.id, ALEX_MORGAN.reference!, 'oc-lane-0700', true)))
      .on('POST', '/api/activities/cart/add', envelope(TWO_ITEM_BASKET));
    const view = await render(<TicketedView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-session="07:00"]')).toBeTruthy());
    await click(view.container.querySelector('[data-session="07:00"]'));
    await vi.waitFor(() => expect(view.container.querySelector('[data-discount]')).toBeTruthy());
    const addAdult = view.container.querySelector('[aria-label="Add one Adult ticket"]');
    await click(addAdult);
    await click(addAdult);
    await type(labelled(view.container, 'Junior tickets'), '1');
    expect(totalOf(view.container)).toBe(String(2 * 360 + 200));
    await click(view.container.querySelector('[aria-label="Remove one Adult ticket"]'));
    expect(totalOf(view.container)).toBe(String(360 + 200));
    await click(addAdult);
    await click(byText(view.container, 'button', 'Add to basket'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/activities/cart/add')[0]!.body).toMatchObject({
      items: [
        { id: 'tt-adult', type: 'activityTicket', occurrence_id: 'oc-lane-0700', quantity: 2 },
        { id: 'tt-junior', type: 'activityTicket', occurrence_id: 'oc-lane-0700', quantity: 1 },
      ],
    });
    await vi.waitFor(() => expect(view.text()).toContain('3 tickets for Lane swimming at 07:00 in your basket.'));
  });

  it('a guest sees full prices and is asked to log in; no price call is made without a customer', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', TICKETS, envelope(LANE_DAY));
    const view = await render(<TicketedView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-session="07:00"]')).toBeTruthy());
    await click(view.container.querySelector('[data-session="07:00"]'));
    await click(view.container.querySelector('[aria-label="Add one Adult ticket"]'));
    await click(view.container.querySelector('[aria-label="Add one Adult ticket"]'));
    await click(view.container.querySelector('[aria-label="Add one Junior ticket"]'));
    expect(totalOf(view.container)).toBe('1150');
    expect(view.container.querySelector('[data-total]')!.textContent).toContain('£11.50');
    await click(byText(view.container, 'button', 'Log in to book'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
    expect(page.server.callsTo('POST', PRICE)).toHaveLength(0);
  });

  it('PAY-030 a failed price call toasts only for status 400, with the server message', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TICKETS, envelope(LANE_DAY))
      .on('POST', PRICE, { status: 400, body: { message: 'Discount unavailable today.' } });
    const view = await render(<TicketedView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-session="07:00"]')).toBeTruthy());
    await click(view.container.querySelector('[data-session="07:00"]'));
    await vi.waitFor(() =>
      expect(page.store.getState().toasts.list.map((t) => t.message)).toContain('Discount unavailable today.'),
    );
    view.unmount();

    const other = setupPage(LOGGED_IN);
    other.server.on('GET', TICKETS, envelope(LANE_DAY)).on('POST', PRICE, { status: 422, body: { message: 'Nope' } });
    const second = await render(<TicketedView {...props()} />);
    await vi.waitFor(() => expect(second.container.querySelector('[data-session="07:00"]')).toBeTruthy());
    await click(second.container.querySelector('[data-session="07:00"]'));
    await vi.waitFor(() => expect(other.server.callsTo('POST', PRICE)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(other.store.getState().toasts.list.map((t) => t.message)).not.toContain('Nope');
    // Full prices stay on show.
    expect(second.container.querySelector('[data-ticket-type="Adult"]')!.textContent).toContain('£4.50 each');
  });
});
