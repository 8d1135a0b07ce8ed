import type { Category } from '@venue/core';
import {
  closedCourtSlot as closed,
  COURT_DAY,
  courtSlot,
  FIXTURE_DATE,
  NO_LONGER_BOOKABLE as gone,
} from '../../../../../test/fixtures/bookingTypes.ts';
import { GUEST, LOGGED_IN, TWO_ITEM_BASKET } from '../../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage } from '../../../../../test/fixtures/viewTestPage.tsx';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import ResourcesView from './ResourcesView.tsx';

const SLOTS = '/api/venue/riverside/activity/badminton-court-hire/v2/slots';
const badminton = (allocationStrategy: string | null) =>
  ({
    id: '5b0c2f4e-0000-4000-8000-000000000001',
    name: 'Badminton court hire',
    slug: 'badminton-court-hire',
    bookingType: 'resources',
    children: [],
    parent: null,
    inUse: null,
    createdAt: null,
    allocationStrategy,
  }) as unknown as Category;
const props = (allocationStrategy: string | null, reloadKey = 0): BookingTypeViewProps => ({
  venue: 'riverside',
  activity: badminton(allocationStrategy),
  weekStart: '2026-11-30',
  date: FIXTURE_DATE,
  version: 'v2',
  reloadKey,
  basketUrl: '/basket',
  checkoutUrl: '/basket/checkout',
});

afterEach(() => document.body.replaceChildren());

describe('resources view', () => {
  it('TT-012 TT-006 with customer allocation every court of every time is its own slot; taken courts show as taken, not hidden', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', SLOTS, envelope(COURT_DAY));
    const view = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-slot-time]')).toHaveLength(6));
    const six = view.container.querySelector('[data-slot-time="18:00"]')!;
    expect([...six.querySelectorAll('[data-taken]')].map((e) => e.textContent)).toEqual([
      'Court 1 taken',
      'Court 3 taken',
    ]);
    expect([...six.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Court 2, 18:00 to 19:00, free',
      'Court 4, 18:00 to 19:00, free',
    ]);
    const keys = [...view.container.querySelectorAll('[data-slot-key]')].map((e) => e.getAttribute('data-slot-key'));
    expect(keys).toHaveLength(24);
    expect(new Set(keys).size).toBe(24);
    expect(page.server.callsTo('GET', SLOTS)[0]!.query.get('date')).toBe(FIXTURE_DATE);
  });

  it('back-to-back times closed for one reason are said once, as one run; a closed time on its own stays a row', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on(
      'GET',
      SLOTS,
      envelope([
        closed('09:00', gone),
        closed('10:00', gone),
        closed('11:00', gone),
        courtSlot('12:00', [1, 2]),
        closed('13:00', 'Closed online'),
        courtSlot('14:00', [3]),
      ]),
    );
    const view = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-slot-time="14:00"] button')).toBeTruthy());
    const rows = [...view.container.querySelectorAll('[data-slot-time]')].map((r) => r.textContent);
    expect(rows[0]).toBe(`09:00 to 12:00 · ${gone}`);
    expect(rows[1]).toMatch(/^12:00 · 2 free/);
    expect(rows[2]).toBe('13:00 · Closed online');
    expect(rows).toHaveLength(4);
  });

  it('TT-012 the chosen court goes to the basket with its location id', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', SLOTS, envelope(COURT_DAY)).on('POST', '/api/activities/cart/add', envelope(TWO_ITEM_BASKET));
    const view = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-slot-time="18:00"] button')).toBeTruthy());
    const court4 = view.container.querySelector<HTMLButtonElement>('[aria-label="Court 4, 18:00 to 19:00, free"]')!;
    await click(court4);
    expect(court4.getAttribute('aria-pressed')).toBe('true');
    expect(view.text()).toContain('Court 4 · Tue 1 Dec · 18:00 to 19:00');
    await click(byText(view.container, 'button', 'Add to basket'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/activities/cart/add')[0]!.body).toMatchObject({
      items: [{ id: 'oc-court-1800', type: 'av2Booking', quantity: 1, location_id: 44 }],
    });
    await vi.waitFor(() => expect(view.text()).toContain('Badminton court hire, Court 4 at 18:00 is in your basket.'));
  });

  it('TT-012 without customer allocation the customer picks a time and the system allocates the court', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', SLOTS, envelope(COURT_DAY)).on('POST', '/api/activities/cart/add', envelope(TWO_ITEM_BASKET));
    const view = await render(<ResourcesView {...props(null)} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-slot-time="19:00"]')).toBeTruthy());
    expect(view.container.querySelector('[aria-label^="Court"]')).toBeNull();
    expect(view.container.querySelector('[data-slot-time="20:00"] button')).toBeNull();
    await click(byText(view.container, 'button', 'Choose 19:00 to 20:00 (3 courts free)'));
    await click(byText(view.container, 'button', 'Add to basket'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(1));
    const item = (page.server.callsTo('POST', '/api/activities/cart/add')[0]!.body as { items: object[] }).items[0];
    expect(item).toMatchObject({ id: 'oc-court-1900', type: 'av2Booking' });
    expect(item).not.toHaveProperty('location_id');
  });

  it('a guest is asked to log in; an empty day and a failed load say so', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', SLOTS, envelope(COURT_DAY));
    const view = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() => expect(byText(view.container, 'button', 'Log in to book')).toBeTruthy());
    await click(byText(view.container, 'button', 'Log in to book'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
    view.unmount();

    const empty = setupPage(LOGGED_IN);
    empty.server.on('GET', SLOTS, envelope([]));
    const none = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() => expect(none.text()).toContain('No badminton court hire on this day.'));
    none.unmount();

    const failing = setupPage(LOGGED_IN);
    failing.server.on('GET', SLOTS, { status: 500, body: { message: 'down' } });
    const failed = await render(<ResourcesView {...props('customer')} />);
    await vi.waitFor(() =>
      expect(failed.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Something went wrong, please try again.',
      ),
    );
  });
});
