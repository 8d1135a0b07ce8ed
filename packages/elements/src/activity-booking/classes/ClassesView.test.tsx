import type { Category } from '@venue/core';
import { onSessionEvent } from '@venue/core';
import {
  BLOCK_FREE_CLASS,
  BLOCK_HOLDER_BOOKING,
  BLOCK_INFO,
  BLOCK_OCCURRENCES,
  BOOKABLE,
  BOOKED,
  CLASS_DATE,
  CLUB_CUSTOMER,
  DAY_OF_CLASSES,
  FULL_WAITLIST,
  HOT_YOGA_WAIVER,
  RESERVED,
  SAM_LINK,
  WAITLISTED,
  WITH_WAIVER,
  YOGA_CATEGORY,
} from '../../../../../test/fixtures/classes.ts';
import { EMPTY_BASKET, GUEST, LOGGED_IN, STAFF, TWO_ITEM_BASKET } from '../../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  labelled,
  render,
  renderInHost,
  setupPage,
  type,
} from '../../../../../test/fixtures/viewTestPage.tsx';
import { act } from 'react';
import { dayTimetable } from '../../../../../test/fixtures/activities.ts';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import * as classesStyles from './classes.css.ts';
import ClassesView from './ClassesView.tsx';

const TIMETABLE = '/api/venue/riverside/activity/yoga/v2/timetable';
const V1_TIMETABLE = '/api/venue/riverside/activity/yoga/timetable';

const props = (over: Partial<BookingTypeViewProps> = {}): BookingTypeViewProps => ({
  venue: 'riverside',
  activity: YOGA_CATEGORY as unknown as Category,
  weekStart: '2026-11-23',
  date: CLASS_DATE,
  version: 'v2',
  reloadKey: 0,
  basketUrl: '/basket',
  checkoutUrl: '/basket/checkout',
  ...over,
});

const cardOf = (root: ParentNode, time: string) =>
  [...root.querySelectorAll('li')].find((li) => li.textContent?.includes(time)) as HTMLElement;
const button = (root: ParentNode, text: string | RegExp) => byText<HTMLButtonElement>(root, 'button', text);
const toasts = (page: ReturnType<typeof setupPage>) => page.store.getState().toasts.list.map((t) => t.message);

afterEach(() => document.body.replaceChildren());

describe('classes view', () => {
  it('TT-003 lists the day with time, duration, instructor, tags, places left, price and the action', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', TIMETABLE, envelope(DAY_OF_CLASSES));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('li [role="heading"]')).toHaveLength(7));
    expect(page.server.callsTo('GET', TIMETABLE)[0]!.query.get('date')).toBe(CLASS_DATE);
    const card = cardOf(view.container, '09:30–10:30');
    for (const text of [
      '1 hr',
      'Yoga',
      'with Priya Shah',
      'Studio',
      'All levels',
      'Mat provided',
      '7 places left',
      '£6.50',
    ]) {
      expect(card.textContent).toContain(text);
    }
    expect(button(card, 'Book')).toBeTruthy();
    expect(cardOf(view.container, '07:00–07:45').textContent).toContain(
      'Not bookableThis activity is no longer bookable.',
    );
    expect(cardOf(view.container, '12:00–13:00').textContent).toContain('FullThis activity is fully booked.');
    expect(button(cardOf(view.container, '18:30'), 'Join waitlist')).toBeTruthy();
    expect(button(cardOf(view.container, '20:00–21:00'), 'Cancel booking')).toBeTruthy();
    expect(button(cardOf(view.container, '21:00–22:00'), 'Cancel reservation')).toBeTruthy();
  });

  it('another day: the spinner while it loads, then its classes in the same card nodes', async () => {
    const page = setupPage(GUEST);
    let release: () => void = () => undefined;
    page.server.on('GET', TIMETABLE, (call) =>
      call.query.get('date') === CLASS_DATE
        ? envelope(DAY_OF_CLASSES)
        : new Promise((resolve) => {
            release = () => resolve(envelope(dayTimetable('2026-11-26', 3, 'Thursday yoga')));
          }),
    );
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('li [role="heading"]')).toHaveLength(7));
    const cards = [...view.container.querySelectorAll('li')];
    await act(async () => view.root.render(<ClassesView {...props({ date: '2026-11-26' })} />));
    await vi.waitFor(() => expect(view.text()).toContain('Loading classes for Thursday 26 November'));
    // The last day is kept out of sight (not rendered, not announced) rather than thrown away.
    expect(view.container.querySelector('[role="list"]')!.parentElement!.className).toBe(classesStyles.kept);
    await act(async () => release());
    await vi.waitFor(() => expect(view.container.querySelectorAll('li [role="heading"]')).toHaveLength(3));
    expect([...view.container.querySelectorAll('li')]).toEqual(cards.slice(0, 3));
    expect(view.container.querySelector('[role="list"]')!.parentElement!.className).toBe('');
    expect(view.text()).not.toContain('Loading classes');
    expect(view.container.querySelector('[role="list"]')!.getAttribute('aria-label')).toBe(
      'Classes on Thursday 26 November',
    );
  });

  it('TT-002 a v1 date reads the v1 timetable', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', V1_TIMETABLE, envelope([{ ...BOOKABLE, id: 4411, is_v2: false }]));
    const view = await render(<ClassesView {...props({ version: 'v1' })} />);
    await vi.waitFor(() => expect(view.text()).toContain('09:30–10:30'));
    expect(page.server.callsTo('GET', TIMETABLE)).toHaveLength(0);
  });

  it('shows an empty day and an error', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', TIMETABLE, envelope([]));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(view.text()).toContain('There are no classes on this day.'));
    view.unmount();
    page.server.on('GET', TIMETABLE, { status: 500, body: {} });
    const failed = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(failed.container.querySelector('[role="alert"]')).not.toBeNull());
  });

  it('WAIT-004 MSG-042 joining a full class uses waitlist/add, toasts, raises waitlist-change and shows the queue place', async () => {
    const page = setupPage(LOGGED_IN);
    let joined = false;
    page.server
      .on('GET', TIMETABLE, () => envelope([joined ? WAITLISTED : FULL_WAITLIST]))
      .on('POST', '/api/waitlist/add', () => {
        joined = true;
        return { status: 201, body: { data: { id: 'w1', position: 3 }, checksum: 'x' } };
      });
    const changes: unknown[] = [];
    const stop = onSessionEvent('waitlist-change', (d) => changes.push(d));
    const view = await renderInHost(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(view.text()).toContain('You are 3rd on the waitlist.'));
    expect(page.server.callsTo('POST', '/api/waitlist/add')[0]!.body).toEqual({
      item: { id: FULL_WAITLIST.id, type: 'occurrence' },
    });
    expect(toasts(page)).toContain('Successfully joined the waitlist.');
    expect(changes).toEqual([{ occurrenceId: FULL_WAITLIST.id }]);
    expect(button(view.container, 'Leave waitlist')).toBeTruthy();
    stop();
  });

  it('WAIT-004 MSG-043 leaving uses waitlist/remove and toasts', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TIMETABLE, envelope([WAITLISTED]))
      .on('DELETE', `/api/waitlist/remove/${WAITLISTED.id}`, envelope({ id: 'w1' }));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Leave waitlist')).toBeTruthy());
    await click(button(view.container, 'Leave waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Successfully removed from the waitlist.'));
  });

  it('WAIT-005 a numeric (v1) id joins through the v1 occurrence waitlist members endpoint', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', V1_TIMETABLE, envelope([{ ...FULL_WAITLIST, id: 4412, is_v2: false }]))
      .on('POST', '/api/v1/activities/occurrences/4412/waitlist/members', envelope({ id: 'w2', position: 1 }));
    const view = await render(<ClassesView {...props({ version: 'v1' })} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Successfully joined the waitlist.'));
    expect(page.server.callsTo('POST', '/api/v1/activities/occurrences/4412/waitlist/members')[0]!.body).toEqual({
      data: { user_id: 1 },
    });
  });

  it('WAIT-006 MSG-024 a failed join gives the generic error toast', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', TIMETABLE, envelope([FULL_WAITLIST])).on('POST', '/api/waitlist/add', {
      status: 409,
      body: { message: 'Sorry, the waitlist for this activity is full.' },
    });
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Something went wrong, please try again.'));
  });
});

describe('booking steps from a class', () => {
  it('a guest who books is asked to log in (the login modal opens)', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', TIMETABLE, envelope([BOOKABLE]));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Book')).toBeTruthy());
    await click(button(view.container, 'Book'));
    // The steps' code loads on the way to the button (or on the press): the modal opens once it is in.
    await vi.waitFor(() => expect(page.store.getState().system.loginModalOpen).toBe(true));
    expect(view.text()).toContain('Log in to book this activity.');
  });

  it('books for a linked child: purchased_for_user_id, success toast, View basket and Checkout now', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TIMETABLE, envelope([BOOKABLE]))
      .on('GET', '/api/v1/users/1/links', envelope([SAM_LINK]))
      .on('POST', '/api/activities/cart/add', envelope(TWO_ITEM_BASKET));
    const view = await renderInHost(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Book')).toBeTruthy());
    await click(button(view.container, 'Book'));
    await vi.waitFor(() => expect(view.container.querySelector('input[type="radio"][value="2"]')).not.toBeNull());
    expect(view.text()).toContain('Sam Morgan (Your child)');
    await click(view.container.querySelector('input[type="radio"][value="2"]'));
    await click(button(view.container, 'Add to basket'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(page.server.callsTo('POST', '/api/activities/cart/add')[0]!.body).toMatchObject({
      items: [
        { id: BOOKABLE.id, type: 'activity', quantity: 1, purchased_for_user_id: 2, activity_restriction_ids: [] },
      ],
    });
    await vi.waitFor(() =>
      expect(byText(view.container, 'a', 'Checkout now')?.getAttribute('href')).toBe('/basket/checkout'),
    );
    expect(byText(view.container, 'a', 'View basket')?.getAttribute('href')).toBe('/basket');
    expect(toasts(page)).toContain('Successfully added item to the basket.');
  });

  it('asks for the waiver with sanitised terms, sends the agreed id, and keeps everything when the add fails', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TIMETABLE, envelope([WITH_WAIVER]))
      .on('GET', '/api/v1/users/1/links', envelope([]))
      .on(
        'GET',
        '/api/77/question-waivers/previous-attendees',
        envelope([{ id: 1, name: 'Alex Morgan', waiver_signed: false }]),
      )
      .on('GET', '/api/v1/activities/restrictions/77', envelope(HOT_YOGA_WAIVER))
      .on('POST', '/api/activities/cart/add', { status: 409, body: { message: 'Sorry, there are no places left.' } });
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Book')).toBeTruthy());
    await click(button(view.container, 'Book'));
    await vi.waitFor(() =>
      expect(view.container.querySelector('[aria-label="Waiver terms"] strong')?.textContent).toBe('fit to exercise'),
    );
    const add = button(view.container, 'Add to basket')!;
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await click(add);
    expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(0);
    await click(view.container.querySelector('input[type="checkbox"]'));
    expect(button(view.container, 'Add to basket')!.getAttribute('aria-disabled')).toBeNull();
    await click(button(view.container, 'Add to basket'));
    await vi.waitFor(
      () =>
        expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Sorry, there are no places left.'),
      {
        timeout: 2000,
      },
    );
    expect(page.server.callsTo('POST', '/api/activities/cart/add')[0]!.body).toMatchObject({
      items: [{ activity_restriction_ids: [77] }],
    });
    expect((view.container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
  });

  it('API-026 asks the class its custom question, sends the answers for the occurrence before the add, and shows a refusal at the question', async () => {
    const page = setupPage(LOGGED_IN);
    const QUESTION = {
      id: 9,
      question: 'Is this your first yoga class with us?',
      type: 'select',
      options: [
        { id: 1, value: 'Yes' },
        { id: 2, value: 'No' },
      ],
      required: false,
      position: 0,
    };
    const WITH_QUESTION = {
      ...BOOKABLE,
      custom_question_sections: [
        {
          id: 3,
          title: 'About you',
          description: 'It helps the instructor plan the class.',
          position: 0,
          questions: [QUESTION],
        },
      ],
    };
    const ANSWERS = `/api/activities/occurrences/${BOOKABLE.id}/questions/answers`;
    let refuse = true;
    page.server
      .on('GET', TIMETABLE, envelope([WITH_QUESTION]))
      .on('GET', '/api/v1/users/1/links', envelope([]))
      .on('POST', ANSWERS, () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'Invalid',
                errors: { 'answers.custom_question_answers.9': ['Choose one of the options.'] },
              },
            }
          : { status: 201, body: { data: [{ id: 1, custom_question_id: 9, answer: 'No' }], checksum: 'x' } },
      )
      .on('POST', '/api/activities/cart/add', envelope(TWO_ITEM_BASKET));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Book')).toBeTruthy());
    await click(button(view.container, 'Book'));
    const select = await vi.waitFor(() => {
      const found = labelled<HTMLSelectElement>(view.container, /first yoga class/);
      expect(found).toBeTruthy();
      return found!;
    });
    expect(view.text()).toContain('About you');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'No');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button(view.container, 'Add to basket'));
    await vi.waitFor(() => expect(view.text()).toContain('Choose one of the options.'));
    expect(page.server.callsTo('POST', ANSWERS)[0]!.body).toEqual({
      answers: [{ custom_question_id: 9, answer: 'No' }],
    });
    expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(0);
    refuse = false;
    await click(button(view.container, 'Add to basket'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(page.server.callsTo('POST', ANSWERS)).toHaveLength(2);
    await vi.waitFor(() => expect(view.text()).not.toContain('Choose one of the options.'));
  });
});

describe('block bookings at front of house (BOOK-025)', () => {
  const OCCURRENCES = '/api/v1/activities/occurrences';
  const BLOCK_BOOKING = '/api/v1/activities/bookings/9001';
  const SECOND = BLOCK_FREE_CLASS;
  const CLUB = CLUB_CUSTOMER;

  /** A staff page acting for the club, whose day has one block booking (on BOOKABLE) and one free class. */
  function staffPage() {
    const page = setupPage(STAFF);
    page.store.getState().customers.remember(CLUB);
    page.store.setState((s) => ({ cart: { ...s.cart, selectedUserId: CLUB.id } }));
    page.server
      .on('GET', TIMETABLE, envelope([BOOKABLE, SECOND]))
      .on('GET', OCCURRENCES, envelope(BLOCK_OCCURRENCES))
      .on('GET', BLOCK_BOOKING, envelope(BLOCK_HOLDER_BOOKING))
      .on('GET', '/api/activities/cart', envelope(EMPTY_BASKET));
    return page;
  }

  const blockOf = (card: HTMLElement) => card.querySelector<HTMLElement>('[role="group"][aria-labelledby]');

  afterEach(() => sessionStorage.clear());

  it("BOOK-025 staff see who holds a class's block booking, its places, status, payment, tender types and reference", async () => {
    const page = staffPage();
    const view = await render(<ClassesView {...props()} />);
    // The card's block, not the name alone: the picker names the chosen customer before the blocks are read.
    await vi.waitFor(() => expect(blockOf(cardOf(view.container, '09:30–10:30'))).toBeTruthy());
    const list = page.server.callsTo('GET', OCCURRENCES)[0]!.query;
    expect(list.get('venue_ids') ?? list.get('venue_ids[]')).toBe('riverside');
    expect(list.get('starts_after')).toBe(`${CLASS_DATE}T09:29:00.000Z`);
    const block = blockOf(cardOf(view.container, '09:30–10:30'))!;
    expect(block.ownerDocument.getElementById(block.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Block booking',
    );
    const rows = [...block.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Held by', 'Robin Club'],
      ['Places', '4'],
      ['Status', 'Reserved, awaiting payment'],
      ['Paid', 'No'],
      ['Tender types', 'None yet'],
      ['Payment reference', 'None yet'],
    ]);
    // The class without one offers to make one; the one holding it does not offer another.
    expect(button(cardOf(view.container, '11:00–12:00'), 'Block book')).toBeTruthy();
    expect(button(cardOf(view.container, '09:30–10:30'), 'Block book')).toBeUndefined();
  });

  it('BOOK-025 a customer never sees block booking information: no occurrence read, nothing on the cards', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', TIMETABLE, envelope([BOOKABLE]))
      .on('GET', OCCURRENCES, envelope([{ id: BOOKABLE.id, legacy_id: 1, block_booking_information: BLOCK_INFO }]));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Book')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(page.server.callsTo('GET', OCCURRENCES)).toHaveLength(0);
    expect(view.text()).not.toContain('Block booking');
    expect(view.text()).not.toContain('Block book');
    expect(blockOf(cardOf(view.container, '09:30–10:30'))).toBeNull();
  });

  it("BOOK-025 staff book several places for the chosen customer; the server's 422 is shown at the places field", async () => {
    const page = staffPage();
    let answer = 0;
    page.server.on('POST', `/api/v1/activities/occurrences/${SECOND.id}/bookings`, () =>
      answer++ === 0
        ? {
            status: 422,
            body: {
              message: 'data.places: Only 7 places are left.',
              errors: { 'data.places': ['Only 7 places are left.'] },
            },
          }
        : { status: 201, body: { data: { id: 9002, capacity_consumed: 6, status: 'reserved' }, checksum: 'x' } },
    );
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(cardOf(view.container, '11:00–12:00'), 'Block book')).toBeTruthy());
    await click(button(cardOf(view.container, '11:00–12:00'), 'Block book'));
    await vi.waitFor(() => expect(view.container.querySelector('[role="dialog"]')).toBeTruthy());
    const dialog = view.container.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('For Robin Club (club@example.com, RLT-000042)');
    const places = labelled(dialog, /^Places/)!;
    await vi.waitFor(() => expect(dialog.ownerDocument.activeElement).toBe(places));

    await type(places, '1');
    await click(button(dialog, 'Book places'));
    expect(places.getAttribute('aria-invalid')).toBe('true');
    expect(page.server.callsTo('POST', `/api/v1/activities/occurrences/${SECOND.id}/bookings`)).toHaveLength(0);

    await type(places, '20');
    await click(button(dialog, 'Book places'));
    await vi.waitFor(() => expect(places.getAttribute('aria-invalid')).toBe('true'));
    const described = places
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => dialog.querySelector(`[id="${id}"]`)?.textContent)
      .join(' ');
    expect(described).toContain('Only 7 places are left.');
    expect(page.server.callsTo('POST', `/api/v1/activities/occurrences/${SECOND.id}/bookings`)[0]!.body).toEqual({
      data: { user_id: 42, places: 20, source: 'foh' },
    });

    await type(places, '6');
    await click(button(dialog, 'Book places'));
    await vi.waitFor(() => expect(view.container.querySelector('[role="dialog"]')).toBeNull());
    expect(toasts(page)).toContain('Block booking made: 6 places for Robin Club. It waits in their basket until paid.');
    // The day is read again (its places changed).
    await vi.waitFor(() => expect(page.server.callsTo('GET', TIMETABLE).length).toBeGreaterThan(1));
  });

  it('BOOK-025 staff cancel a block booking through the booking cancellation as front of house, after confirming', async () => {
    const page = staffPage();
    page.server.on('PATCH', BLOCK_BOOKING, envelope([{ id: 9001, status: 'cancelled' }]));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Cancel block booking')).toBeTruthy());
    const cancel = button(view.container, 'Cancel block booking')!;
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    await click(cancel);
    const question = view.container.querySelector('[aria-label^="Cancel the block booking of Robin Club"]');
    expect(question).toBeTruthy();
    await click(button(view.container, 'Keep block booking'));
    expect(page.server.callsTo('PATCH', BLOCK_BOOKING)).toHaveLength(0);
    await click(button(view.container, 'Cancel block booking'));
    await click(button(view.container, 'Yes, cancel block booking'));
    await vi.waitFor(() => expect(toasts(page)).toContain('The block booking has been cancelled.'));
    expect(page.server.callsTo('PATCH', BLOCK_BOOKING)[0]!.body).toEqual({
      data: { update_type: 'cancellation', cancellation_source: 'foh' },
    });
    expect(page.server.callsTo('DELETE', /\/api\/v1\/activities\/occurrences\//)).toHaveLength(0);
  });
});

describe('front of house acting for a customer (selected_user_id)', () => {
  const CLUB = CLUB_CUSTOMER;
  const OCCURRENCES = '/api/v1/activities/occurrences';

  /** Staff on the day, acting for the club when `acting`, with the timetable answered by `day`. */
  function deskPage(acting: boolean, day: () => unknown[]) {
    const page = setupPage(STAFF);
    if (acting) {
      page.store.getState().customers.remember(CLUB);
      page.store.setState((s) => ({ cart: { ...s.cart, selectedUserId: CLUB.id } }));
    }
    page.server
      .on('GET', TIMETABLE, () => envelope(day()))
      .on('GET', V1_TIMETABLE, () => envelope(day()))
      .on('GET', OCCURRENCES, envelope([]))
      .on('GET', '/api/activities/cart', envelope(EMPTY_BASKET));
    return page;
  }
  const selectedIn = (call: { query: URLSearchParams }) => call.query.get('selected_user_id');

  afterEach(() => sessionStorage.clear());

  it('reads the day for the chosen customer and joins and leaves the waitlist for them, not for the staff member', async () => {
    let joined = false;
    const page = deskPage(true, () => [joined ? WAITLISTED : FULL_WAITLIST]);
    page.server
      .on('POST', '/api/waitlist/add', () => {
        joined = true;
        return { status: 201, body: { data: { id: 'w1', position: 3 }, checksum: 'x' } };
      })
      .on('DELETE', `/api/waitlist/remove/${WAITLISTED.id}`, () => {
        joined = false;
        return envelope({ id: 'w1' });
      });
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    expect(page.server.callsTo('GET', TIMETABLE).map(selectedIn)).toEqual([String(CLUB.id)]);

    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(button(view.container, 'Leave waitlist')).toBeTruthy());
    expect(page.server.callsTo('POST', '/api/waitlist/add')[0]!.body).toEqual({
      item: { id: FULL_WAITLIST.id, type: 'occurrence' },
      selected_user_id: CLUB.id,
    });
    expect(toasts(page)).toContain('Successfully joined the waitlist.');
    // Every read after the change is the customer's too.
    expect(new Set(page.server.callsTo('GET', TIMETABLE).map(selectedIn))).toEqual(new Set([String(CLUB.id)]));

    await click(button(view.container, 'Leave waitlist'));
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    expect(selectedIn(page.server.callsTo('DELETE', `/api/waitlist/remove/${WAITLISTED.id}`)[0]!)).toBe(
      String(CLUB.id),
    );
    expect(toasts(page)).toContain('Successfully removed from the waitlist.');
  });

  it('a v1 class: the chosen customer is the waitlist member who joins', async () => {
    const page = deskPage(true, () => [{ ...FULL_WAITLIST, id: 4412, is_v2: false }]);
    page.server.on('POST', '/api/v1/activities/occurrences/4412/waitlist/members', envelope({ id: 'w2', position: 1 }));
    const view = await render(<ClassesView {...props({ version: 'v1' })} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    expect(selectedIn(page.server.callsTo('GET', V1_TIMETABLE)[0]!)).toBe(String(CLUB.id));
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Successfully joined the waitlist.'));
    expect(page.server.callsTo('POST', '/api/v1/activities/occurrences/4412/waitlist/members')[0]!.body).toEqual({
      data: { user_id: CLUB.id },
    });
  });

  it("cancels the customer's booking as front of house and takes their reservation out of their basket", async () => {
    const RESERVED_ITEM = { ...TWO_ITEM_BASKET.items[0]!, id: 9101, bookingId: RESERVED.booking_id };
    const page = deskPage(true, () => [BOOKED, RESERVED]);
    page.server
      .on('GET', '/api/activities/cart', envelope({ ...TWO_ITEM_BASKET, items: [RESERVED_ITEM], itemCount: 1 }))
      .on('DELETE', `/api/activities/bookings/${BOOKED.booking_id}/`, envelope([{ id: 501, status: 'cancelled' }]))
      .on('POST', '/api/activities/cart/remove', envelope(EMPTY_BASKET));
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Cancel booking')).toBeTruthy());
    await click(button(view.container, 'Cancel booking'));
    await click(button(cardOf(view.container, '20:00–21:00'), /^Yes/));
    await vi.waitFor(() => expect(page.server.callsTo('DELETE', /\/api\/activities\/bookings\//)).toHaveLength(1));
    // The booking was the customer's, not the staff member's.
    await vi.waitFor(() => expect(toasts(page)).toContain('The booking has been cancelled.'));

    await click(button(view.container, 'Cancel reservation'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/activities/cart/remove')).toHaveLength(1), {
      timeout: 2000,
    });
    const removal = page.server.callsTo('POST', '/api/activities/cart/remove')[0]!;
    expect(removal.body).toEqual({ cart_item_ids: [9101] });
    expect(selectedIn(removal)).toBe(String(CLUB.id));
    expect(page.server.callsTo('GET', '/api/activities/cart').every((c) => selectedIn(c) === String(CLUB.id))).toBe(
      true,
    );
  });

  it('staff with no customer chosen: the day read for nobody, and every button asks for the customer instead of acting', async () => {
    const page = deskPage(false, () => [FULL_WAITLIST, BOOKABLE]);
    const view = await renderInHost(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    expect(selectedIn(page.server.callsTo('GET', TIMETABLE)[0]!)).toBeNull();
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toEqual(['Choose the customer first.']));
    // The picker's search field takes the focus: where the customer is chosen.
    await vi.waitFor(() =>
      expect((view.host.shadowRoot!.activeElement as HTMLInputElement | null)?.closest('form')?.role).toBe('search'),
    );
    await click(button(view.container, 'Book'));
    await vi.waitFor(() => expect(toasts(page)).toHaveLength(2));
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(view.text()).not.toContain('Add to basket');
    expect(page.server.callsTo('POST', /.*/)).toHaveLength(0);
    expect(page.server.callsTo('DELETE', /.*/)).toHaveLength(0);
  });

  it("choosing another customer reads the day again for them (the last one's actions out of sight meanwhile)", async () => {
    const page = deskPage(false, () => [FULL_WAITLIST]);
    let release: () => void = () => undefined;
    page.server.on('GET', TIMETABLE, (call) =>
      selectedIn(call) === null
        ? envelope([FULL_WAITLIST])
        : new Promise((resolve) => {
            release = () => resolve(envelope([WAITLISTED]));
          }),
    );
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    await act(async () => {
      page.store.setState((s) => ({ cart: { ...s.cart, selectedUserId: CLUB.id } }));
    });
    await vi.waitFor(() => expect(page.server.callsTo('GET', TIMETABLE)).toHaveLength(2));
    expect(page.server.callsTo('GET', TIMETABLE).map(selectedIn)).toEqual([null, String(CLUB.id)]);
    expect(view.container.querySelector('[role="list"]')!.parentElement!.className).toBe(classesStyles.kept);
    await act(async () => release());
    await vi.waitFor(() => expect(button(view.container, 'Leave waitlist')).toBeTruthy());
    expect(view.container.querySelector('[role="list"]')!.parentElement!.className).toBe('');
  });

  it("a customer's own day never names a selected user", async () => {
    const page = setupPage(LOGGED_IN);
    page.store.setState((s) => ({ cart: { ...s.cart, selectedUserId: 42 } }));
    page.server.on('GET', TIMETABLE, envelope([FULL_WAITLIST])).on('POST', '/api/waitlist/add', {
      status: 201,
      body: { data: { id: 'w1', position: 1 }, checksum: 'x' },
    });
    const view = await render(<ClassesView {...props()} />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeTruthy());
    expect(selectedIn(page.server.callsTo('GET', TIMETABLE)[0]!)).toBeNull();
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/waitlist/add')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/waitlist/add')[0]!.body).toEqual({
      item: { id: FULL_WAITLIST.id, type: 'occurrence' },
    });
  });
});
