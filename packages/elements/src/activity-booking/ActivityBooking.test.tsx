import { emitSessionEvent, sessionEvents } from '@venue/core';
import { act } from 'react';
import { dayTimetable, RIVERSIDE_CATEGORIES, venueWire } from '../../../../test/fixtures/activities.ts';
import { GUEST } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, renderInHost, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { ActivityBooking, ACTIVITY_NOT_FOUND_TOAST_MS } from './ActivityBooking.tsx';
import { HISTORY_KEY } from './useActivityNavigation.ts';

const TODAY = '2026-11-25'; // a Wednesday
const TIMETABLE = /^\/api\/venue\/riverside\/activity\/[a-z-]+\/(v2\/)?timetable$/;

function riversidePage(migrationDate: string | null = '2026-11-30') {
  const page = setupPage(GUEST);
  page.server
    .on('GET', '/api/venue/riverside/categories', envelope(RIVERSIDE_CATEGORIES))
    .on('GET', '/api/venues/riverside', envelope(venueWire(migrationDate)))
    .on('GET', TIMETABLE, (call) => envelope(dayTimetable(call.query.get('date')!, 3)));
  return page;
}

const timetableCalls = (page: ReturnType<typeof setupPage>) =>
  page.server.callsTo('GET', TIMETABLE).map((c) => `${c.path}?date=${c.query.get('date')}`);

const mounted: Array<{ unmount(): void }> = [];
async function show(node: Parameters<typeof renderInHost>[0]) {
  const view = await renderInHost(node);
  mounted.push(view);
  return view;
}

afterEach(() => {
  // Unmounted, not only removed: a view left mounted would still hear the next test's session events.
  for (const view of mounted.splice(0)) view.unmount();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('<activity-booking> shell', () => {
  it('TT-010 lists the root groups first, then a group’s sub-activities, then the week of one', async () => {
    riversidePage();
    const view = await show(<ActivityBooking venue="riverside" today={TODAY} />);
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Book an activity'));
    const links = () => [...view.container.querySelectorAll('ul a')].map((a) => a.firstElementChild?.textContent);
    expect(links()).toEqual(['Fitness classes', 'Swimming', 'Courses']);
    await click(byText(view.container, 'a', /Fitness classes/));
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Fitness classes'));
    expect(links()).toEqual(['Yoga', 'Spin']);
    await click(byText(view.container, 'a', /Yoga/));
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-day-entries] li')).toHaveLength(3));
    expect(view.container.querySelector('h1')?.textContent).toBe('Yoga');
    expect(view.container.querySelector('[data-week-start]')?.getAttribute('data-week-start')).toBe('2026-11-23');
    expect(view.container.querySelector('button[aria-current="date"]')?.getAttribute('data-date')).toBe(TODAY);
  });

  it('a course category links to /courses/location/{venue}/{activity}', async () => {
    riversidePage();
    const view = await show(<ActivityBooking venue="riverside" activity="courses" today={TODAY} />);
    await vi.waitFor(() => expect(byText(view.container, 'a', /Swimming lessons/)).toBeDefined());
    expect(byText(view.container, 'a', /Swimming lessons/)!.getAttribute('href')).toBe(
      '/courses/location/riverside/swimming-lessons',
    );
  });

  it('names a row courses or camps only where the list’s heading does not already say so', async () => {
    riversidePage();
    const view = await show(<ActivityBooking venue="riverside" activity="courses" today={TODAY} />);
    await vi.waitFor(() => expect(byText(view.container, 'a', /Swimming lessons/)).toBeDefined());
    expect(byText(view.container, 'a', /Swimming lessons/)!.textContent).toBe('Swimming lessons›');
    view.unmount();
    const bySlug = await show(<ActivityBooking venue="riverside" activity="swimming-lessons" today={TODAY} />);
    await vi.waitFor(() => expect(byText(bySlug.container, 'a', /Swimming lessons/)).toBeDefined());
    expect(byText(bySlug.container, 'a', /Swimming lessons/)!.textContent).toBe('Swimming lessonsCourses›');
  });

  it('TT-002 hands each date its version: v1 before the migration date, v2 from it', async () => {
    const page = riversidePage('2026-11-30');
    const view = await show(<ActivityBooking venue="riverside" activity="yoga" today={TODAY} />);
    await vi.waitFor(() =>
      expect(timetableCalls(page)).toEqual([`/api/venue/riverside/activity/yoga/timetable?date=${TODAY}`]),
    );
    await click(view.container.querySelector('button[aria-label="Next week"]'));
    await vi.waitFor(() =>
      expect(timetableCalls(page)).toContain('/api/venue/riverside/activity/yoga/v2/timetable?date=2026-12-02'),
    );
    await click(view.container.querySelector('button[data-date="2026-11-30"]'));
    await vi.waitFor(() =>
      expect(timetableCalls(page)).toContain('/api/venue/riverside/activity/yoga/v2/timetable?date=2026-11-30'),
    );
    await click(view.container.querySelector('button[aria-label="Previous week"]'));
    await vi.waitFor(() =>
      expect(timetableCalls(page).at(-1)).toBe('/api/venue/riverside/activity/yoga/timetable?date=2026-11-25'),
    );
  });

  it.each(['logged-in', 'logged-out', 'basket-change', 'waitlist-change'] as const)(
    'TT-001 the day is read again on %s',
    async (name) => {
      const page = riversidePage();
      const view = await show(<ActivityBooking venue="riverside" activity="yoga" today={TODAY} />);
      await vi.waitFor(() => expect(view.container.querySelectorAll('[data-day-entries] li')).toHaveLength(3));
      const before = timetableCalls(page).length;
      const detail = {
        'logged-in': { userId: 1 },
        'logged-out': null,
        'basket-change': { itemCount: 1 },
        'waitlist-change': { occurrenceId: 'occ-1' },
      }[name];
      await act(async () => emitSessionEvent(sessionEvents, name, detail as never));
      await vi.waitFor(() => expect(timetableCalls(page).length).toBe(before + 1));
    },
  );

  it('asks the page to route first: a router that cancels venue:navigate moves it, through the attributes', async () => {
    riversidePage();
    const view = await show(<ActivityBooking venue="riverside" today={TODAY} />);
    await vi.waitFor(() => expect(byText(view.container, 'a', /Fitness classes/)).toBeDefined());
    const asked: unknown[] = [];
    view.wrapper.addEventListener('venue:navigate', (event) => {
      asked.push(event.detail);
      event.preventDefault();
    });
    const link = byText(view.container, 'a', /Fitness classes/)!;
    expect(link.getAttribute('href')).toBe('/location/riverside/fitness-classes');
    const pushes = history.length;
    await click(link);
    expect(asked).toEqual([{ path: '/location/riverside/fitness-classes', replace: false }]);
    // The router owns the move: the element did not move itself, nor add a history entry.
    expect(view.container.querySelector('h1')?.textContent).toBe('Book an activity');
    expect(history.length).toBe(pushes);
  });

  it('with no router it moves itself, one history entry a step, and Back returns a step', async () => {
    riversidePage();
    const view = await show(<ActivityBooking venue="riverside" today={TODAY} />);
    await vi.waitFor(() => expect(byText(view.container, 'a', /Fitness classes/)).toBeDefined());
    const address = location.href;
    await click(byText(view.container, 'a', /Fitness classes/));
    await click(byText(view.container, 'a', /Yoga/));
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Yoga'));
    expect(location.href).toBe(address);
    expect((history.state as Record<string, unknown>)[HISTORY_KEY]).toEqual({ venue: 'riverside', activity: 'yoga' });
    await act(async () => {
      history.replaceState({ [HISTORY_KEY]: { venue: 'riverside', activity: 'fitness-classes' } }, '');
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Fitness classes'));
  });

  it('MSG-037 an activity slug that does not exist: the 3-second toast and the categories', async () => {
    const page = riversidePage();
    const view = await show(<ActivityBooking venue="riverside" activity="no-such-activity" today={TODAY} />);
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Book an activity'));
    const toasts = page.store.getState().toasts.list;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      message: "We couldn't find the activity you are looking for",
      duration: ACTIVITY_NOT_FOUND_TOAST_MS,
    });
    expect(ACTIVITY_NOT_FOUND_TOAST_MS).toBe(3000);
  });

  it('shows an error with a retry when the categories cannot be read', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venue/riverside/categories', { status: 500, body: { message: 'boom' } });
    page.server.on('GET', '/api/venues/riverside', envelope(venueWire(null)));
    const view = await show(<ActivityBooking venue="riverside" today={TODAY} />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull(), { timeout: 5000 });
    page.server.on('GET', '/api/venue/riverside/categories', envelope(RIVERSIDE_CATEGORIES));
    await click(byText(view.container, 'button', 'Try again'));
    await vi.waitFor(() => expect(byText(view.container, 'a', /Fitness classes/)).toBeDefined());
  });

  it('a venue that does not exist says the item was not found and offers the venues, not a retry that cannot help', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venue/nowhere/categories', { status: 404, body: { message: 'Not found' } });
    page.server.on('GET', '/api/venues/nowhere', { status: 404, body: { message: 'Not found' } });
    const view = await show(<ActivityBooking venue="nowhere" baseUrl="https://book.example.com/" today={TODAY} />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull(), { timeout: 5000 });
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Unable to complete request, item not found.');
    expect(byText(alert, 'a', 'Choose a venue')!.getAttribute('href')).toBe('https://book.example.com/');
    expect(alert.querySelector('button')).toBeNull();
  });
});
