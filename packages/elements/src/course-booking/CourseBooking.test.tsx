import {
  ADULT_TENNIS,
  ALL_QUESTION_TYPES,
  COURSE_LIST,
  JUNIOR_GYMNASTICS,
  SWIMMING_LESSONS,
  SWIMMING_WAIVER,
} from '../../../../test/fixtures/courses.ts';
import { GUEST, LOGGED_IN, STAFF, TWO_ITEM_BASKET } from '../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  hearVenueEvents,
  labelled,
  render,
  renderInHost,
  setupPage,
  type,
} from '../../../../test/fixtures/viewTestPage.tsx';
import { bookTooltip, COURSE_TOOLTIPS, restrictionIdsFor } from './bookability.ts';
import { CourseBooking } from './CourseBooking.tsx';
import { answerErrors } from './questions.ts';

const COURSE_PATH = '/api/v1/activities/courses/swimming-lessons-stage-1';
const bookButton = (root: ParentNode) => byText<HTMLButtonElement>(root, 'button', /^(Book now|Log in to book)$/);

function swimmingPage(fixture = LOGGED_IN) {
  const page = setupPage(fixture);
  page.server
    .on('GET', COURSE_PATH, envelope(SWIMMING_LESSONS))
    .on('GET', `/api/v1/activities/restrictions/${SWIMMING_WAIVER.id}`, envelope(SWIMMING_WAIVER))
    .on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET));
  return page;
}

async function answerQuestions(container: HTMLElement) {
  await type(labelled(container, /^Swimming ability/), 'Non-swimmer');
  await type(labelled(container, /^Medical information/), 'None');
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<course-booking> view', () => {
  it('UI-027 UI-028 UI-029 shows the Review Selection panel with venue, name, price and every session', async () => {
    swimmingPage();
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(view.text()).toContain('Review Selection'));
    const panel = view.container.querySelector('[aria-labelledby="review-selection-title"]')!;
    expect(panel.textContent).toContain('Riverside Leisure Centre');
    expect(panel.textContent).toContain('Swimming Lessons Stage 1');
    expect(panel.textContent).toContain('£85.00');
    const rows = panel.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toMatch(/Swimming Lessons Stage 1.*\d{4}.*\d{2}:\d{2} – \d{2}:\d{2}.*£8\.50/);
  });

  it('COURSE-010 COURSE-013 COURSE-017 the waiver terms are sanitised HTML and Book waits for agreement', async () => {
    swimmingPage();
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(view.container.querySelector('[aria-label="Waiver terms"]')).not.toBeNull());
    const terms = view.container.querySelector('[aria-label="Waiver terms"]')!;
    expect(terms.querySelector('strong')?.textContent).toBe('fit to take part');
    // The sanitiser's removal of script and handlers is proven in Chromium (sanitizeHtml.chromium.test, course-flow
    // e2e): happy-dom's parser is not faithful enough to judge it.
    expect(bookButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
    const agree = labelled(view.container, /I have read and agree/)!;
    await click(agree);
    expect(bookButton(view.container)?.getAttribute('aria-disabled')).toBeNull();
    await click(agree);
    expect(bookButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
  });

  it('ticking sets the restriction ids to the waiver id, unticking clears them', () => {
    const waiver = { id: 31, name: 'W', type: 'pre-purchase-waiver', terms: null };
    expect(restrictionIdsFor(waiver, true)).toEqual([31]);
    expect(restrictionIdsFor(waiver, false)).toEqual([]);
    expect(restrictionIdsFor(null, true)).toEqual([]);
  });

  it('COURSE-019 on the course screen, unticking the waiver clears the restriction id list: nothing is sent with it, and a later tick sends it once', async () => {
    const page = swimmingPage();
    page.server.on('POST', '/api/v1/users/1/carts/activity-booking/items', envelope(TWO_ITEM_BASKET));
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(labelled(view.container, /I have read and agree/)).toBeDefined());
    await answerQuestions(view.container);
    const agree = () => labelled<HTMLInputElement>(view.container, /I have read and agree/)!;
    await click(agree());
    expect(agree().checked).toBe(true);
    await click(agree());
    // The list is empty again: the box shows it unticked and Book sends nothing.
    expect(agree().checked).toBe(false);
    await click(bookButton(view.container));
    expect(page.server.callsTo('POST', /carts/)).toHaveLength(0);
    await click(agree());
    await click(bookButton(view.container));
    await vi.waitFor(() => expect(page.server.callsTo('POST', /carts/)).toHaveLength(1));
    const [add] = page.server.callsTo('POST', '/api/v1/users/1/carts/activity-booking/items');
    const items = (add!.body as { data: { items: Array<{ activity_restriction_ids: number[] }> } }).data.items;
    expect(items.map((i) => i.activity_restriction_ids)).toEqual([[SWIMMING_WAIVER.id]]);
  });

  it('COURSE-035 MSG-044 required questions must be answered before anything is sent', async () => {
    const page = swimmingPage();
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(labelled(view.container, /I have read and agree/)).toBeDefined());
    await click(labelled(view.container, /I have read and agree/));
    await click(bookButton(view.container));
    expect(view.text()).toContain('Please complete all required questions');
    expect(labelled(view.container, /^Medical information/)?.getAttribute('aria-invalid')).toBe('true');
    expect(page.server.callsTo('POST', /carts/)).toHaveLength(0);
  });

  it('COURSE-018 COURSE-020 COURSE-021 COURSE-022 COURSE-023 MSG-041 books with quantity 1 and type course, reloads basket, toasts, shows success, refetches', async () => {
    const page = swimmingPage();
    page.server.on('POST', '/api/v1/users/1/carts/activity-booking/items', envelope(TWO_ITEM_BASKET));
    const host = document.createElement('div');
    const changes: number[] = [];
    const listening = new AbortController();
    // Typed through VenueEventMap: detail is BasketChangeDetail.
    document.addEventListener('venue:basket-change', (e) => changes.push(e.detail.itemCount), {
      signal: listening.signal,
    });
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(labelled(view.container, /I have read and agree/)).toBeDefined());
    await click(labelled(view.container, /I have read and agree/));
    await answerQuestions(view.container);
    await click(bookButton(view.container));
    await vi.waitFor(() => expect(view.text()).toContain('Course booked successfully'));
    const [add] = page.server.callsTo('POST', '/api/v1/users/1/carts/activity-booking/items');
    expect(add!.body).toEqual({
      data: {
        items: [
          {
            purchasable_id: SWIMMING_LESSONS.id,
            purchasable_type: 'course',
            quantity: 1,
            activity_restriction_ids: [SWIMMING_WAIVER.id],
            custom_question_answers: [
              { custom_question_id: 11, answer: 'Non-swimmer' },
              { custom_question_id: 12, answer: 'None' },
            ],
          },
        ],
      },
    });
    expect(page.server.callsTo('GET', '/api/activities/cart').length).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(page.server.callsTo('GET', COURSE_PATH)).toHaveLength(2));
    expect(page.store.getState().toasts.list.map((t) => t.message)).toContain('Course booked successfully');
    expect(byText(view.container, 'a', 'Checkout now')?.getAttribute('href')).toBe('/basket/checkout');
    // One booking, one venue:basket-change, carrying the new count (on document: no host element here).
    expect(changes).toEqual([2]);
    listening.abort();
    host.remove();
  });

  it('a course added in <course-booking> raises one venue:basket-change from the element: heard once on it, an ancestor, document and window', async () => {
    const page = swimmingPage();
    page.server.on('POST', '/api/v1/users/1/carts/activity-booking/items', envelope(TWO_ITEM_BASKET));
    const view = await renderInHost(<CourseBooking course="swimming-lessons-stage-1" />);
    const { heard, stop } = hearVenueEvents(['venue:basket-change', 'venue:booking-confirmed'], {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    await vi.waitFor(() => expect(labelled(view.container, /I have read and agree/)).toBeDefined());
    await click(labelled(view.container, /I have read and agree/));
    await answerQuestions(view.container);
    await click(bookButton(view.container));
    await vi.waitFor(() => expect(view.text()).toContain('Course booked successfully'));
    await vi.waitFor(() => expect(page.server.callsTo('GET', COURSE_PATH)).toHaveLength(2));
    const once = [{ type: 'venue:basket-change', detail: { itemCount: 2 }, composedBubbling: true }];
    expect(heard).toEqual({ element: once, wrapper: once, document: once, window: once });
    stop();
  });

  it('VAL-010 MSG-036 a 422 puts each answer message on its question; another failure says Failed to book course', async () => {
    const page = swimmingPage();
    page.server.on('POST', '/api/v1/users/1/carts/activity-booking/items', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'data.items.0.custom_question_answers.12': ['Medical information must be at least 5 characters.'] },
      },
    });
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(labelled(view.container, /I have read and agree/)).toBeDefined());
    await click(labelled(view.container, /I have read and agree/));
    await answerQuestions(view.container);
    await click(bookButton(view.container));
    await vi.waitFor(() => expect(view.text()).toContain('Medical information must be at least 5 characters.'));
    const medical = labelled(view.container, /^Medical information/)!;
    expect(medical.getAttribute('aria-invalid')).toBe('true');
    expect(labelled(view.container, /^Swimming ability/)!.getAttribute('aria-invalid')).toBeNull();

    page.server.on('POST', '/api/v1/users/1/carts/activity-booking/items', { status: 500, body: {} });
    await click(bookButton(view.container));
    await vi.waitFor(() =>
      expect(page.store.getState().toasts.list.map((t) => t.message)).toContain('Failed to book course'),
    );
  });

  it('AUTH-012 a guest pressing Book gets the login modal, and nothing is added', async () => {
    const page = swimmingPage(GUEST);
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(bookButton(view.container)).toBeDefined());
    expect(view.container.querySelector('[aria-label="Waiver terms"]')).toBeNull();
    await click(bookButton(view.container));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
    expect(page.server.callsTo('POST', /carts/)).toHaveLength(0);
  });

  it('COURSE-012 COURSE-016 MSG-040 a started course that is not bookable says why; the disabled Book explains in a tooltip', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/activities/courses/junior-gymnastics', envelope(JUNIOR_GYMNASTICS));
    const view = await render(<CourseBooking course="junior-gymnastics" />);
    await vi.waitFor(() => expect(view.text()).toContain('This course has already started and is not bookable.'));
    const button = bookButton(view.container)!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const tooltip = view.container.querySelector(`[id="${button.getAttribute('aria-describedby')}"]`);
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe('This course has already started and is not bookable.');
    await click(button);
    expect(page.server.callsTo('POST', /carts/)).toHaveLength(0);
  });

  it('a disabled Book shows its reason under it too (a phone has no hover), once, and not when the notice says it', async () => {
    const page = swimmingPage();
    const full = {
      ...SWIMMING_LESSONS,
      bookable_action: { action: 'join_waitlist', message: 'This is fully booked, you can join the waitlist.' },
    };
    page.server.on('GET', COURSE_PATH, envelope(full));
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(bookButton(view.container)).toBeDefined());
    const shown = () => [...view.container.querySelectorAll('p[aria-hidden="true"]')].map((p) => p.textContent);
    expect(bookButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
    expect(shown()).toEqual(['This is fully booked, you can join the waitlist.']);
    view.unmount();

    swimmingPage();
    const waiver = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(labelled(waiver.container, /I have read and agree/)).toBeDefined());
    const reasons = () => [...waiver.container.querySelectorAll('p[aria-hidden="true"]')].map((p) => p.textContent);
    expect(reasons()).toEqual(['Please agree to the waiver to book this course.']);
    await click(labelled(waiver.container, /I have read and agree/)!);
    expect(reasons()).toEqual([]);
    waiver.unmount();

    const started = setupPage(LOGGED_IN);
    started.server.on('GET', '/api/v1/activities/courses/junior-gymnastics', envelope(JUNIOR_GYMNASTICS));
    const gym = await render(<CourseBooking course="junior-gymnastics" />);
    await vi.waitFor(() => expect(gym.text()).toContain('This course has already started and is not bookable.'));
    expect(bookButton(gym.container)?.getAttribute('aria-disabled')).toBe('true');
    expect(gym.container.querySelectorAll('p[aria-hidden="true"]')).toHaveLength(0);
  });

  it('staff with no customer chosen are told to choose one first, before the waiver', async () => {
    swimmingPage(STAFF);
    const view = await render(<CourseBooking course="swimming-lessons-stage-1" />);
    await vi.waitFor(() => expect(bookButton(view.container)).toBeDefined());
    const button = bookButton(view.container)!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const tooltip = view.container.querySelector(`[id="${button.getAttribute('aria-describedby')}"]`);
    expect(tooltip?.textContent).toBe('Choose the customer first.');
    expect([...view.container.querySelectorAll('p[aria-hidden="true"]')].map((p) => p.textContent)).toEqual([
      'Choose the customer first.',
    ]);
  });

  it('COURSE-014 COURSE-015 COURSE-016 tooltip rules: reserved, already booked, else the server message', () => {
    expect(bookTooltip('cancel_reservation', 'x')).toBe(COURSE_TOOLTIPS.reserved);
    expect(bookTooltip('cancel_booking', 'x')).toBe(COURSE_TOOLTIPS.alreadyBooked);
    expect(bookTooltip('join_waitlist', 'Fully booked')).toBe('Fully booked');
  });

  it('staff acting for a customer read the reserved and booked tooltips about the customer', () => {
    expect(bookTooltip('cancel_reservation', 'x', true)).toBe("This course is reserved in the customer's basket.");
    expect(bookTooltip('cancel_booking', 'x', true)).toBe('This customer has already booked this course.');
    expect(bookTooltip('leave_waitlist', 'This customer is on the waitlist.', true)).toBe(
      'This customer is on the waitlist.',
    );
  });

  it('COURSE-024 MSG-038 a started pro-rata course shows the started notice and the pro-rata price', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/activities/courses/adult-tennis-beginners', envelope(ADULT_TENNIS));
    const view = await render(<CourseBooking course="adult-tennis-beginners" />);
    await vi.waitFor(() => expect(view.text()).toContain('This course has already started'));
    expect(view.text()).toContain('£48.00');
    expect(view.text()).toContain('pro-rata');
    expect(bookButton(view.container)?.getAttribute('aria-disabled')).toBeNull();
  });

  it('COURSE-034 renders every question type', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on(
      'GET',
      '/api/v1/activities/courses/all-questions',
      envelope({ ...ADULT_TENNIS, customQuestionSections: ALL_QUESTION_TYPES }),
    );
    const view = await render(<CourseBooking course="all-questions" />);
    await vi.waitFor(() => expect(view.text()).toContain('Everything we ask'));
    expect(labelled(view.container, /^Nickname/)?.getAttribute('type')).toBe('text');
    expect(labelled(view.container, /^Anything else/)?.tagName).toBe('TEXTAREA');
    expect(labelled(view.container, /^Age/)?.getAttribute('type')).toBe('number');
    expect(labelled(view.container, /^Level/)?.tagName).toBe('SELECT');
    expect(labelled(view.container, /^Monday/)?.getAttribute('type')).toBe('checkbox');
    expect(labelled(view.container, /^Date of birth/)?.getAttribute('type')).toBe('date');
    expect(labelled(view.container, /^I can attend every week/)?.getAttribute('type')).toBe('checkbox');
    expect(labelled(view.container, /^Contact name/)).toBeDefined();
  });

  it('COURSE-026 API-047 lists a venue’s courses with the contract filters and opens one in place', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/v1/activities/courses', envelope(COURSE_LIST))
      .on('GET', '/api/v1/activities/courses/adult-tennis-beginners', envelope(ADULT_TENNIS));
    const view = await render(<CourseBooking venue="riverside" activity="courses" />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('li')).toHaveLength(4));
    const [list] = page.server.callsTo('GET', '/api/v1/activities/courses');
    expect(list!.query.get('source')).toBe('online');
    expect(list!.query.getAll('venue_slugs')).toEqual(['riverside']);
    expect(list!.query.getAll('category_slugs')).toEqual(['courses']);
    await click(view.container.querySelector('[aria-label="View course: Adult Tennis Beginners"]'));
    await vi.waitFor(() => expect(view.text()).toContain('Review Selection'));
  });

  it('each course card says what is left, as a camp card does, except on a course nobody can book any more', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/v1/activities/courses', envelope(COURSE_LIST));
    const view = await render(<CourseBooking venue="riverside" activity="courses" />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('li')).toHaveLength(4));
    const cards = [...view.container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(cards[0]).toContain('6 places left');
    expect(cards[3]).toMatch(/Full/);
    expect(cards[2]).toContain('This course has already started and is not bookable.');
    expect(cards[2]).not.toMatch(/places? left|Full/);
  });

  it('a venue with no courses keeps the page heading and says so', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/v1/activities/courses', envelope([]))
      .on('GET', '/api/venues/hilltop', envelope({ id: 3, name: 'Hilltop', slug: 'hilltop' }));
    const view = await render(<CourseBooking venue="hilltop" />);
    await vi.waitFor(() => expect(view.text()).toContain('There are no courses to book here at the moment.'));
    expect(view.container.querySelector('h1')?.textContent).toBe('Book a course');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('an address naming no such activity at the venue says the item was not found and leads to all its courses', async () => {
    const page = setupPage(GUEST);
    page.server
      .on('GET', '/api/v1/activities/courses', envelope([]))
      .on('GET', '/api/venues/riverside', envelope({ id: 1, name: 'Riverside Leisure Centre', slug: 'riverside' }));
    const view = await render(<CourseBooking venue="riverside" activity="nope-course" />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Unable to complete request, item not found.');
    expect(byText(alert, 'a', 'All courses at this venue')!.getAttribute('href')).toBe('/courses/location/riverside');
    expect(view.text()).not.toContain('There are no courses');
    expect(view.container.querySelector('h1')?.textContent).toBe('Book a course');
  });

  it('a list that failed to load offers Try again, which asks anew and shows the courses', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/v1/activities/courses', { status: 503, body: {} });
    const view = await render(<CourseBooking venue="riverside" />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Something has gone wrong, please try again.');

    page.server.on('GET', '/api/v1/activities/courses', envelope(COURSE_LIST));
    const before = page.server.callsTo('GET', '/api/v1/activities/courses').length;
    await click(byText<HTMLButtonElement>(alert, 'button', 'Try again')!);
    await vi.waitFor(() => expect(view.container.querySelectorAll('li')).toHaveLength(COURSE_LIST.length));
    expect(page.server.callsTo('GET', '/api/v1/activities/courses')).toHaveLength(before + 1);
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('an address naming no venue says the item was not found and leads to the venues', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/v1/activities/courses', envelope([]));
    const view = await render(<CourseBooking venue="nowhere" />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Unable to complete request, item not found.');
    expect(byText(alert, 'a', 'Choose a venue')!.getAttribute('href')).toBe('/');
  });

  it('VAL-010 maps 422 keys to question ids and ignores other keys', () => {
    expect(
      answerErrors({
        'data.items.0.custom_question_answers.12': ['a'],
        'data.items.0.quantity': ['b'],
        'data.items.0.custom_question_answers.12.answer': ['c'],
      }),
    ).toEqual({ 12: ['a', 'c'] });
  });
});
