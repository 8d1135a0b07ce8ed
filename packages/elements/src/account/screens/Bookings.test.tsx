import { act } from 'react';
import {
  ACCOUNT_NOW,
  FEED_ACTIVE,
  FEED_CREATED,
  FEED_INACTIVE,
  PAST_BOOKINGS,
  UPCOMING_BOOKINGS,
  WAITLIST_ENTRIES,
  paged,
  wireBooking,
} from '../../../../../test/fixtures/accountBookings.ts';
import { LOGGED_IN } from '../../../../../test/fixtures/session.ts';
import { envelope, render, setupPage, type TestPage } from '../../../../../test/fixtures/viewTestPage.tsx';
import Bookings from './Bookings.tsx';

afterEach(() => document.body.replaceChildren());

const props = (subPath: string, navigate = vi.fn()) => ({
  subPath,
  bookingUrl: '/',
  navigate,
  now: () => ACCOUNT_NOW,
});

function serve(page: TestPage, upcoming: unknown[] = UPCOMING_BOOKINGS) {
  let live = [...upcoming];
  page.server
    .on('GET', '/api/v1/activities/bookings', (call) =>
      call.query.get('starts_after') ? paged(live) : paged([...live, ...PAST_BOOKINGS]),
    )
    .on('GET', '/api/waitlist', envelope(WAITLIST_ENTRIES))
    .on('GET', '/api/calendar-feed', envelope(FEED_INACTIVE))
    .on('DELETE', /^\/api\/activities\/bookings\/\d+\/$/, (call) => {
      const id = Number(call.path.split('/')[4]);
      live = live.filter((b) => (b as { id: number }).id !== id);
      return envelope([{ ...wireBooking({ id }), status: 'cancelled' }], {
        message: 'Booking cancelled.',
        meta: { credit_awarded: { value: 650, currency: 'GBP', formatted: '£6.50' }, cut_off_actions_applied: [] },
      });
    });
}

const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
const buttonNamed = (root: ParentNode, name: RegExp) =>
  [...root.querySelectorAll('button,a')].find((b) => name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));

describe('account Bookings screen', () => {
  it('upcoming bookings show name, venue, date and time, location, who for and status, asking for the upcoming page', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(3));
    const call = page.server.callsTo('GET', '/api/v1/activities/bookings')[0]!;
    expect(call.query.get('starts_after')).toBe(ACCOUNT_NOW.toISOString());
    expect(call.query.get('per_page')).toBe('20');
    expect(call.query.get('status')).toBe('settled,reserved');
    const first = view.container.querySelector('[data-booking-id="501"]')!;
    expect(first.textContent).toContain('Yoga Flow');
    expect(first.textContent).toContain('Booked');
    expect(first.textContent).toContain('Tue 1 Dec 2026, 18:00 to 18:45');
    expect(first.textContent).toContain('Riverside Leisure Centre');
    expect(first.textContent).toContain('Studio 1');
    expect(first.textContent).toContain('Alex Morgan');
    expect(view.container.querySelector('[data-booking-id="503"]')!.textContent).toContain('Sam Morgan');
    expect(view.container.querySelector('[aria-current="page"]')!.textContent).toBe('Upcoming');
  });

  it('BOOK-005 a cancellable booking offers Cancel with its cut-off and credit messages; one past its cut-off shows the reason instead', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(3));
    const can = view.container.querySelector('[data-booking-id="501"]')!;
    expect(buttonNamed(can, /^Cancel booking: Yoga Flow/)).toBeTruthy();
    expect(can.textContent).toContain('You can cancel free of charge until Mon 30 Nov, 18:00.');
    expect(can.textContent).toContain('Cancelling awards £6.50 credit to your account.');
    const cannot = view.container.querySelector('[data-booking-id="502"]')!;
    expect(buttonNamed(cannot, /^Cancel booking:/)).toBeUndefined();
    expect(cannot.textContent).toContain('The cancellation cut-off for this booking has passed.');
  });

  it('API-052 cancelling confirms in a dialog, calls DELETE activities/bookings/{id}/?source=bookings, reports the credit and leaves upcoming', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(3));
    await click(buttonNamed(view.container.querySelector('[data-booking-id="501"]')!, /^Cancel booking: Yoga Flow/));
    const dialog = view.container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Cancel booking');
    expect(dialog.textContent).toContain('Cancelling awards £6.50 credit to your account.');
    // Keep booking closes without a call.
    await click(buttonNamed(dialog, /^Keep booking$/));
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(page.server.callsTo('DELETE', /bookings/)).toHaveLength(0);

    await click(buttonNamed(view.container.querySelector('[data-booking-id="501"]')!, /^Cancel booking: Yoga Flow/));
    const confirm = [...view.container.querySelectorAll('[role="dialog"] button')].find(
      (b) => b.textContent === 'Cancel booking',
    );
    await click(confirm);
    await vi.waitFor(() => expect(view.container.querySelector('[data-booking-id="501"]')).toBeNull());
    const [del] = page.server.callsTo('DELETE', /bookings/);
    expect(del!.path).toBe('/api/activities/bookings/501/');
    expect(del!.query.get('source')).toBe('bookings');
    expect(view.text()).toContain('Booking cancelled. £6.50 credit has been added to your account.');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(2);
  });

  it('a refused cancellation keeps the dialog open and shows the server’s message', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    page.server.on('DELETE', /^\/api\/activities\/bookings\/\d+\/$/, {
      status: 422,
      body: { message: 'The cancellation cut-off for this booking has passed.', errors: {} },
    });
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(3));
    await click(buttonNamed(view.container.querySelector('[data-booking-id="501"]')!, /^Cancel booking: Yoga Flow/));
    await click(
      [...view.container.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Cancel booking'),
    );
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe(
        'The cancellation cut-off for this booking has passed.',
      ),
    );
  });

  it('all bookings list past and cancelled ones too, newest first, without cancel or calendar on them', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const view = await render(<Bookings {...props('')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(5));
    const call = page.server.callsTo('GET', '/api/v1/activities/bookings')[0]!;
    expect(call.query.get('status')).toBe('settled,reserved,cancelled');
    expect(call.query.get('direction')).toBe('descending');
    expect(call.query.get('starts_after')).toBeNull();
    const cancelled = view.container.querySelector('[data-booking-id="481"]')!;
    expect(cancelled.textContent).toContain('Cancelled');
    expect(buttonNamed(cancelled, /calendar|^Cancel booking/)).toBeUndefined();
    expect(view.container.querySelector('[data-booking-id="480"]')!.textContent).toContain('Attended');
  });

  it('paging: 20 a page, Next and Previous ask for the neighbouring page and are disabled at the ends', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const many = Array.from({ length: 20 }, (_, i) => wireBooking({ id: 600 + i }));
    page.server.on('GET', '/api/v1/activities/bookings', (call) =>
      call.query.get('page') === '2' ? paged(many.slice(0, 5), 2, 20, 25) : paged(many, 1, 20, 25),
    );
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(20));
    const nav = view.container.querySelector('nav[aria-label="Upcoming bookings pages"]')!;
    expect(nav.textContent).toContain('Page 1 of 2');
    expect((buttonNamed(nav, /^Previous page$/) as HTMLButtonElement).disabled).toBe(true);
    await click(buttonNamed(nav, /^Next page$/));
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-booking-id]')).toHaveLength(5));
    expect(page.server.callsTo('GET', '/api/v1/activities/bookings').at(-1)!.query.get('page')).toBe('2');
    const nav2 = view.container.querySelector('nav[aria-label="Upcoming bookings pages"]')!;
    expect(nav2.textContent).toContain('Page 2 of 2');
    expect((buttonNamed(nav2, /^Next page$/) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement?.textContent).toBe('Upcoming bookings');
  });

  it('empty and error states', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page, []);
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.text()).toContain('You have no upcoming bookings.'));
    view.unmount();
    page.server.on('GET', '/api/v1/activities/bookings', { status: 500, body: {} });
    const failed = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() =>
      expect(failed.container.querySelector('[role="alert"]')?.textContent).toContain(
        'Something has gone wrong, please try again.',
      ),
    );
  });

  it('MSG-043 waitlist entries are listed and can be left', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    page.server.on('DELETE', /^\/api\/waitlist\/remove\//, envelope(WAITLIST_ENTRIES[0]));
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.text()).toContain('Sat 28 Nov 2026, 09:00'));
    page.server.on('GET', '/api/waitlist', envelope([]));
    await click(buttonNamed(view.container, /^Leave waitlist: Yoga Flow/));
    await vi.waitFor(() => expect(view.text()).toContain('Successfully removed from the waitlist.'));
    expect(page.server.callsTo('DELETE', /waitlist/)[0]!.path).toBe(`/api/waitlist/remove/${WAITLIST_ENTRIES[0]!.id}`);
    await vi.waitFor(() => expect(view.text()).toContain('You are not on any waitlists.'));
  });

  it('the calendar feed is created (address shown once, copyable), and revoked', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    page.server.on('POST', '/api/calendar-feed', { status: 201, body: { data: FEED_CREATED, checksum: 'x' } });
    page.server.on('DELETE', '/api/calendar-feed', envelope(FEED_INACTIVE));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(buttonNamed(view.container, /^Create calendar feed$/)).toBeTruthy());
    await click(buttonNamed(view.container, /^Create calendar feed$/));
    await vi.waitFor(() => expect(view.container.querySelector('input#calendar-feed-url')).not.toBeNull());
    const input = view.container.querySelector<HTMLInputElement>('input#calendar-feed-url')!;
    expect(input.value).toBe(FEED_CREATED.webcal_url);
    expect(view.container.querySelector('label[for="calendar-feed-url"]')!.textContent).toBe('Calendar feed address');
    await click(buttonNamed(view.container, /^Copy address$/));
    expect(writeText).toHaveBeenCalledWith(FEED_CREATED.webcal_url);
    await click(buttonNamed(view.container, /^Revoke feed$/));
    await vi.waitFor(() => expect(buttonNamed(view.container, /^Create calendar feed$/)).toBeTruthy());
    expect(page.server.callsTo('DELETE', '/api/calendar-feed')).toHaveLength(1);
    expect(view.text()).toContain('Your calendar feed has been revoked.');
  });

  it('an active feed whose address was shown before offers a new address or revoking', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    page.server.on('GET', '/api/calendar-feed', envelope(FEED_ACTIVE));
    const view = await render(<Bookings {...props('upcoming')} />);
    await vi.waitFor(() => expect(view.text()).toContain('Your calendar feed is active'));
    expect(buttonNamed(view.container, /^Make a new address$/)).toBeTruthy();
    expect(buttonNamed(view.container, /^Revoke feed$/)).toBeTruthy();
  });

  it('the Upcoming and All bookings links navigate inside the account area', async () => {
    const page = setupPage(LOGGED_IN);
    serve(page);
    const navigate = vi.fn();
    const view = await render(<Bookings {...props('upcoming', navigate)} />);
    await click(buttonNamed(view.container, /^All bookings$/));
    expect(navigate).toHaveBeenCalledWith('/bookings');
  });
});
