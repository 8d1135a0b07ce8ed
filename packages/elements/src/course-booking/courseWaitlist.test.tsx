import type { Course } from '@venue/core';
import { PILATES_FULL, SWIMMING_LESSONS } from '../../../../test/fixtures/courses.ts';
import { GUEST, LOGGED_IN, STAFF } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import type { FakeReply } from '@venue/core/testing';
import { CourseBooking } from './CourseBooking.tsx';
import { waitlistMove } from './courseWaitlist.ts';

const COURSE_PATH = '/api/v1/activities/courses/pilates-foundations';
const ON_WAITLIST: Course = {
  ...PILATES_FULL,
  bookableAction: { action: 'leave_waitlist', message: 'You are on the waitlist.' },
};
const ENTRY = {
  id: '0d6f3a1e-0000-4000-8000-00000000e001',
  user_id: 1,
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  occurrence: { occurrence_id: 'pilates-foundations-occ-1', name: 'Pilates Foundations' },
  starts_at: PILATES_FULL.occurrences[0]!.startsAt,
  created_at: '2026-11-30T10:00:00Z',
  position: 1,
};

const button = (root: ParentNode, name: RegExp | string) => byText<HTMLButtonElement>(root, 'button', name);
const bookButton = (root: ParentNode) => button(root, /^(Book now|Log in to book)$/);
const toasts = (page: ReturnType<typeof setupPage>) => page.store.getState().toasts.list.map((t) => t.message);

/** A page whose course answers `first`, then `after` once a waitlist call went through. */
function pilatesPage(fixture = LOGGED_IN, first: Course = PILATES_FULL, after: Course = ON_WAITLIST) {
  const page = setupPage(fixture);
  let moved = false;
  page.server
    .on('GET', COURSE_PATH, () => envelope(moved ? after : first))
    .on('POST', '/api/waitlist/add', () => {
      moved = true;
      return { status: 201, body: { data: ENTRY, checksum: 'x', message: 'Successfully joined the waitlist.' } };
    })
    .on('DELETE', `/api/waitlist/remove/${PILATES_FULL.id}`, () => {
      moved = true;
      return envelope(ENTRY, { message: 'Successfully removed from the waitlist.' });
    });
  return page;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<course-booking> course waitlist', () => {
  it('offers join on join_waitlist, leave on leave_waitlist, and nothing otherwise', () => {
    expect(waitlistMove(PILATES_FULL)).toBe('join');
    expect(waitlistMove(ON_WAITLIST)).toBe('leave');
    expect(waitlistMove(SWIMMING_LESSONS)).toBeNull();
    expect(
      waitlistMove({ ...PILATES_FULL, bookableAction: { action: 'none', message: 'This is fully booked.' } }),
    ).toBe(null);
  });

  it('COURSE-012 a full course keeps Book disabled with its reason; Join waitlist joins, toasts and reloads to the waiting state; Leave waitlist leaves', async () => {
    const page = pilatesPage();
    const view = await render(<CourseBooking course="pilates-foundations" />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeDefined());
    expect(bookButton(view.container)!.getAttribute('aria-disabled')).toBe('true');
    expect(view.text()).toContain('This is fully booked, you can join the waitlist.');

    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(button(view.container, 'Leave waitlist')).toBeDefined());
    const [add] = page.server.callsTo('POST', '/api/waitlist/add');
    expect(add!.body).toEqual({ item: { id: PILATES_FULL.id, type: 'course' } });
    expect(toasts(page)).toContain('Successfully joined the waitlist.');
    expect(page.server.callsTo('GET', COURSE_PATH)).toHaveLength(2);
    expect(view.text()).toContain('You are on the waitlist.');
    expect(bookButton(view.container)!.getAttribute('aria-disabled')).toBe('true');

    await click(button(view.container, 'Leave waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Successfully removed from the waitlist.'));
    const [remove] = page.server.callsTo('DELETE', /\/api\/waitlist\/remove\//);
    expect(remove!.path).toBe(`/api/waitlist/remove/${PILATES_FULL.id}`);
    expect(remove!.query.has('selected_user_id')).toBe(false);
    await vi.waitFor(() => expect(page.server.callsTo('GET', COURSE_PATH)).toHaveLength(3));
  });

  it('the button is busy while the call runs, so a double click joins once', async () => {
    const page = pilatesPage();
    let answer: (reply: FakeReply) => void = () => undefined;
    page.server.on('POST', '/api/waitlist/add', () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const view = await render(<CourseBooking course="pilates-foundations" />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeDefined());
    const join = button(view.container, 'Join waitlist')!;
    await click(join);
    await click(join);
    expect(join.getAttribute('aria-busy')).toBe('true');
    expect(join.getAttribute('aria-disabled')).toBe('true');
    answer({ status: 201, body: { data: ENTRY, checksum: 'x' } });
    await vi.waitFor(() => expect(toasts(page)).toContain('Successfully joined the waitlist.'));
    expect(page.server.callsTo('POST', '/api/waitlist/add')).toHaveLength(1);
  });

  it('WAIT-006 a refused join gives the generic error toast and leaves the course as it was, ready to try again', async () => {
    const page = pilatesPage();
    page.server.on('POST', '/api/waitlist/add', {
      status: 409,
      body: { message: 'Sorry, the waitlist for this course is full.' },
    });
    const view = await render(<CourseBooking course="pilates-foundations" />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeDefined());
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(toasts(page)).toContain('Something went wrong, please try again.'));
    expect(toasts(page)).not.toContain('Successfully joined the waitlist.');
    const join = button(view.container, 'Join waitlist')!;
    expect(join.getAttribute('aria-busy')).toBeNull();
    expect(page.server.callsTo('GET', COURSE_PATH)).toHaveLength(1);
    await click(join);
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/waitlist/add')).toHaveLength(2));
  });

  it('AUTH-012 a guest pressing Join waitlist gets the login modal, and nothing is sent', async () => {
    const page = pilatesPage(GUEST);
    const view = await render(<CourseBooking course="pilates-foundations" />);
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeDefined());
    await click(button(view.container, 'Join waitlist'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
    expect(page.server.callsTo('POST', '/api/waitlist/add')).toHaveLength(0);
  });

  it('staff join for the chosen customer with selected_user_id, and are offered nothing before choosing one', async () => {
    const page = pilatesPage(STAFF);
    const view = await render(<CourseBooking course="pilates-foundations" />);
    await vi.waitFor(() => expect(bookButton(view.container)).toBeDefined());
    expect(button(view.container, 'Join waitlist')).toBeUndefined();
    page.store.setState((s) => ({ cart: { ...s.cart, selectedUserId: 42 } }));
    await vi.waitFor(() => expect(button(view.container, 'Join waitlist')).toBeDefined());
    await click(button(view.container, 'Join waitlist'));
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/waitlist/add')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/waitlist/add')[0]!.body).toEqual({
      item: { id: PILATES_FULL.id, type: 'course' },
      selected_user_id: 42,
    });
    await click(await vi.waitFor(() => button(view.container, 'Leave waitlist')!));
    await vi.waitFor(() => expect(page.server.callsTo('DELETE', /\/api\/waitlist\/remove\//)).toHaveLength(1));
    expect(page.server.callsTo('DELETE', /\/api\/waitlist\/remove\//)[0]!.query.get('selected_user_id')).toBe('42');
  });
});
