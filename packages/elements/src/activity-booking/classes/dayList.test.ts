import { toCamel, type ActivityClass } from '@venue/core';
import {
  BOOKABLE,
  BOOKED,
  CANCELLED,
  FULL_NO_WAITLIST,
  FULL_WAITLIST,
  WAITLISTED,
} from '../../../../../test/fixtures/classes.ts';
import { dayTimetable } from '../../../../../test/fixtures/activities.ts';
import { blockView } from './blockBookings.ts';
import { classAction } from './classActions.ts';
import { renderDayList, type DayCard } from './dayList.ts';
import { CARDS_PER_GROUP } from './dayGroups.ts';

const entries = (wire: unknown[]) => toCamel<ActivityClass[]>(wire);
/** The list's cards, in order, whatever groups hold them. */
const cardsOf = (list: HTMLElement) => [...list.querySelectorAll('li')];
const cards = (list: ActivityClass[], state: (e: ActivityClass) => DayCard['state'] = () => 'idle'): DayCard[] =>
  list.map((entry) => ({ entry, action: classAction(entry), state: state(entry) }));

describe('renderDayList', () => {
  let ul: HTMLElement;
  beforeEach(() => {
    ul = document.createElement('div');
    ul.setAttribute('role', 'list');
    document.body.append(ul);
  });
  afterEach(() => document.body.replaceChildren());

  it('draws every entry of the day with its time, name, place, tags, price, places and action', () => {
    renderDayList(ul, cards(entries([BOOKABLE, FULL_NO_WAITLIST, WAITLISTED])), 'c');
    const [bookable, full, waitlisted] = cardsOf(ul);
    expect(cardsOf(ul)).toHaveLength(3);
    expect(bookable!.textContent).toBe(
      '09:30–10:301 hrYogawith Priya Shah · StudioTags: All levelsMat provided£6.507 places leftBook',
    );
    expect(bookable!.getAttribute('aria-labelledby')).toBe('c-0');
    const name = bookable!.querySelector('[role="heading"]')!;
    expect([name.id, name.getAttribute('aria-level'), name.textContent]).toEqual(['c-0', '3', 'Yoga']);
    const book = bookable!.querySelector('button')!;
    expect([book.dataset.command, book.dataset.index, book.getAttribute('aria-describedby')]).toEqual([
      'act',
      '0',
      'c-0',
    ]);
    expect(full!.querySelector('button')).toBeNull();
    expect(full!.textContent).toContain('FullThis activity is fully booked.');
    expect(waitlisted!.textContent).toContain('You are 3rd on the waitlist.Leave waitlist');
  });

  it('says a cancelled class is cancelled, not full (no places are left on it either)', () => {
    renderDayList(ul, cards(entries([CANCELLED])), 'c');
    const text = cardsOf(ul)[0]!.textContent!;
    expect(text).toContain('CancelledNot bookableThis activity has been cancelled.');
    expect(text).not.toContain('Full');
  });

  it('writes another day into the same nodes and adds or removes only the difference', () => {
    renderDayList(ul, cards(entries(dayTimetable('2026-12-01', 5, 'Day one'))), 'c');
    const first = cardsOf(ul);
    const firstButton = ul.querySelector('button');
    renderDayList(ul, cards(entries(dayTimetable('2026-12-02', 7, 'Day two'))), 'c');
    expect(cardsOf(ul)).toHaveLength(7);
    expect(cardsOf(ul).slice(0, 5)).toEqual(first);
    expect(ul.querySelector('button')).toBe(firstButton);
    expect(cardsOf(ul)[6]!.querySelector('[role="heading"]')!.textContent).toBe('Day two 7');
    expect(ul.textContent).not.toContain('Day one');
    renderDayList(ul, cards(entries(dayTimetable('2026-12-03', 2, 'Day three'))), 'c');
    expect(cardsOf(ul)).toHaveLength(2);
    expect(cardsOf(ul)[0]!).toBe(first[0]);
  });

  it('holds the cards in groups of CARDS_PER_GROUP, every one full but the last, as days grow and shrink', () => {
    const groups = () =>
      [...ul.children].map((group) => [group.tagName, group.getAttribute('role'), group.children.length]);
    const day = (date: string, count: number) => cards(entries(dayTimetable(date, count, date)));
    renderDayList(ul, day('2026-12-01', 30), 'c');
    expect(groups()).toEqual([
      ['UL', 'none', CARDS_PER_GROUP],
      ['UL', 'none', CARDS_PER_GROUP],
      ['UL', 'none', 30 - 2 * CARDS_PER_GROUP],
    ]);
    // The cards keep their list item role inside the presentational groups.
    expect(cardsOf(ul).every((li) => li.getAttribute('role') === 'listitem')).toBe(true);
    const first = cardsOf(ul);
    renderDayList(ul, day('2026-12-02', CARDS_PER_GROUP + 2), 'c');
    expect(groups()).toEqual([
      ['UL', 'none', CARDS_PER_GROUP],
      ['UL', 'none', 2],
    ]);
    expect(cardsOf(ul)).toEqual(first.slice(0, CARDS_PER_GROUP + 2));
    renderDayList(ul, day('2026-12-03', 2 * CARDS_PER_GROUP + 1), 'c');
    expect(groups().map(([, , count]) => count)).toEqual([CARDS_PER_GROUP, CARDS_PER_GROUP, 1]);
    expect(cardsOf(ul).slice(0, CARDS_PER_GROUP + 2)).toEqual(first.slice(0, CARDS_PER_GROUP + 2));
    expect(cardsOf(ul).map((li) => li.querySelector('button')!.dataset.index)).toEqual(
      Array.from({ length: 2 * CARDS_PER_GROUP + 1 }, (_, i) => String(i)),
    );
    expect(cardsOf(ul).at(-1)!.querySelector('[role="heading"]')!.textContent).toBe(
      `2026-12-03 ${2 * CARDS_PER_GROUP + 1}`,
    );
    renderDayList(ul, day('2026-12-04', 3), 'c');
    expect(groups()).toEqual([['UL', 'none', 3]]);
    expect(ul.textContent).not.toContain('2026-12-03');
  });

  it('changes a reused card to what the new entry needs: no price, no tags, a status instead of a button', () => {
    const [plain] = entries(dayTimetable('2026-12-01', 1));
    renderDayList(ul, cards([plain!]), 'c');
    const bare = { ...plain!, price: null, tags: [], name: 'Free taster' } as unknown as ActivityClass;
    const [full] = entries([FULL_NO_WAITLIST]);
    renderDayList(ul, cards([{ ...bare, bookableAction: full!.bookableAction, capacity: full!.capacity }]), 'c');
    const card = cardsOf(ul)[0]! as HTMLElement;
    expect(card.textContent).toBe(
      '06:00–06:4545 minFree tasterwith Sam Taylor · Studio 1FullFullThis activity is fully booked.',
    );
    expect(card.querySelector('button')).toBeNull();
  });

  it('shows a busy action with a spinner in the same button, and the cancel question for a booking', () => {
    const list = entries([BOOKED, WAITLISTED]);
    renderDayList(ul, cards(list), 'c');
    const leave = cardsOf(ul)[1]!.querySelector('button')!;
    renderDayList(
      ul,
      cards(list, (e) => (e.id === WAITLISTED.id ? 'busy' : 'idle')),
      'c',
    );
    expect(cardsOf(ul)[1]!.querySelector('button')).toBe(leave);
    expect(leave.getAttribute('aria-busy')).toBe('true');
    expect(leave.getAttribute('aria-disabled')).toBe('true');
    expect(leave.querySelector('[role="status"]')!.textContent).toBe('Leave waitlist');
    renderDayList(
      ul,
      cards(list, (e) => (e.id === BOOKED.id ? 'confirming' : 'idle')),
      'c',
    );
    expect(leave.getAttribute('aria-busy')).toBeNull();
    const question = cardsOf(ul)[0]!.querySelector('[role="group"]')!;
    expect(question.getAttribute('aria-label')).toBe('Cancel Yoga at 20:00?');
    expect([...question.querySelectorAll('button')].map((b) => [b.textContent, b.dataset.command])).toEqual([
      ['Keep booking', 'keep'],
      ['Yes, cancel it', 'cancel'],
    ]);
  });

  describe('front of house (BOOK-025)', () => {
    const block = blockView(
      {
        userId: 42,
        bookingId: 9001,
        bookingStatus: 'reserved',
        isPaid: false,
        tenderTypes: [],
        paymentReference: null,
      },
      { firstName: 'Robin', lastName: 'Club', capacityConsumed: 4 },
    );
    const staffCards = (blockState: 'idle' | 'busy' | 'confirming'): DayCard[] =>
      entries([BOOKABLE, FULL_NO_WAITLIST]).map((entry, i) => ({
        entry,
        action: classAction(entry),
        state: 'idle',
        staff:
          i === 0
            ? { block, canBlockBook: false, blockState }
            : { block: null, canBlockBook: true, blockState: 'idle' },
      }));

    it('BOOK-025 a staff card names its block booking in a labelled group; a card without staff has no block part', () => {
      renderDayList(ul, staffCards('idle'), 'c');
      const group = cardsOf(ul)[0]!.querySelector('[role="group"]')!;
      expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Block booking');
      expect(group.textContent).toContain('Held byRobin ClubPlaces4StatusReserved, awaiting paymentPaidNo');
      const cancel = group.querySelector('button')!;
      expect([cancel.textContent, cancel.dataset.command, cancel.getAttribute('aria-describedby')]).toEqual([
        'Cancel block booking',
        'block-confirm',
        'c-0',
      ]);
      expect(cardsOf(ul)[1]!.querySelector('button[data-command="block"]')!.textContent).toBe('Block book');
      // The same day for a customer: the block part goes.
      renderDayList(ul, cards(entries([BOOKABLE, FULL_NO_WAITLIST])), 'c');
      expect(ul.textContent).not.toContain('Block');
    });

    it('keyboard focus moves from "Cancel block booking" to the question, and the busy answer is announced', () => {
      renderDayList(ul, staffCards('idle'), 'c');
      ul.querySelector<HTMLButtonElement>('button[data-command="block-confirm"]')!.focus();
      renderDayList(ul, staffCards('confirming'), 'c');
      const question = ul.querySelector('[aria-label^="Cancel the block booking of Robin Club for Yoga"]')!;
      expect(document.activeElement).toBe(question.querySelector('button[data-command="block-keep"]'));
      renderDayList(ul, staffCards('busy'), 'c');
      const yes = ul.querySelector<HTMLButtonElement>('button[data-command="block-cancel"]')!;
      expect(yes.getAttribute('aria-busy')).toBe('true');
      expect(yes.textContent).toContain('Cancelling block booking');
    });

    it('keyboard focus goes back to "Cancel block booking" when the question is answered "Keep"', () => {
      renderDayList(ul, staffCards('confirming'), 'c');
      ul.querySelector<HTMLButtonElement>('button[data-command="block-keep"]')!.focus();
      renderDayList(ul, staffCards('idle'), 'c');
      expect(document.activeElement).toBe(ul.querySelector('button[data-command="block-confirm"]'));
      expect(ul.querySelector('[data-command="block-keep"]')).toBeNull();
    });

    it('draws a new staff card exactly as rewriting a drawn one; tags added later go above the block part', () => {
      const shown = staffCards('busy');
      const before = staffCards('idle').map((card) => ({ ...card, entry: { ...card.entry, tags: [] } }));
      renderDayList(ul, before, 'c');
      renderDayList(ul, shown, 'c');
      const fresh = document.createElement('div');
      document.body.append(fresh);
      renderDayList(fresh, shown, 'c');
      expect(fresh.innerHTML).toBe(ul.innerHTML);
      const body = cardsOf(ul)[0]!.querySelector('[role="group"]')!.parentElement!;
      expect(body.lastElementChild!.getAttribute('role')).toBe('group');
      expect(body.textContent).toContain('Tags: All levels');
    });

    it("shows the holder's name, payment reference and tender types as text, never as markup", () => {
      const hostile = blockView(
        {
          userId: 7,
          bookingId: 1,
          bookingStatus: 'settled',
          isPaid: true,
          tenderTypes: ['<b>card</b>'],
          paymentReference: '"><img src=x onerror="alert(1)">',
        },
        { firstName: '<script>alert(2)</script>', lastName: "O'Neil & co", capacityConsumed: 3 },
      );
      const [entry] = entries([BOOKABLE]);
      const staffCard: DayCard = {
        entry: entry!,
        action: classAction(entry!),
        state: 'idle',
        staff: { block: hostile, canBlockBook: false, blockState: 'confirming' },
      };
      renderDayList(ul, [staffCard], 'c');
      const card = cardsOf(ul)[0]!;
      expect(card.querySelectorAll('img, b, script')).toHaveLength(0);
      expect(card.textContent).toContain(`Held by<script>alert(2)</script> O'Neil & co`);
      expect(card.textContent).toContain('Tender types<b>card</b>');
      expect(card.textContent).toContain('Payment reference"><img src=x onerror="alert(1)">');
      expect(card.querySelector('[aria-label^="Cancel the block booking"]')!.getAttribute('aria-label')).toBe(
        `Cancel the block booking of <script>alert(2)</script> O'Neil & co for Yoga?`,
      );
    });
  });

  it('draws a new card exactly as rewriting a drawn one to the same entry and state would', () => {
    const wire = [BOOKABLE, FULL_NO_WAITLIST, WAITLISTED, BOOKED, FULL_WAITLIST, CANCELLED];
    const list = entries(wire);
    const bare = { ...list[0]!, price: null, tags: [], instructors: [], name: 'Free taster' } as ActivityClass;
    const states: DayCard['state'][] = ['busy', 'idle', 'busy', 'confirming', 'idle', 'idle', 'idle'];
    const shown = cards([...list, bare]).map((card, i) => ({ ...card, state: states[i]! }));
    // Every card here changes on the way: other entries, other actions, other states.
    const before = cards([bare, ...entries([...wire].reverse())], (e) => (e.id === BOOKED.id ? 'busy' : 'idle'));
    renderDayList(ul, before, 'c');
    renderDayList(ul, shown, 'c');
    const fresh = document.createElement('div');
    document.body.append(fresh);
    renderDayList(fresh, shown, 'c');
    expect(fresh.innerHTML).toBe(ul.innerHTML);
    expect(fresh.querySelectorAll('[aria-busy="true"] [role="status"]')).toHaveLength(2);
    expect(fresh.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Cancel Yoga at 20:00?');
  });

  it("shows the server's strings as text, never as markup", () => {
    const [base] = entries([FULL_NO_WAITLIST]);
    const hostile = '<img src=x onerror="alert(1)"> & \'friends\'';
    const entry = {
      ...base!,
      name: hostile,
      instructors: [{ id: '1', name: '<b>Sam</b> "Taylor"' }],
      locationName: '</p><script>alert(2)</script>',
      tags: [{ id: '1', name: '<i>tag</i>' }],
      bookableAction: { action: 'none', message: '<a href="javascript:alert(3)">why</a>' },
    } as ActivityClass;
    renderDayList(ul, cards([entry]), 'c"><b>');
    const card = cardsOf(ul)[0]!;
    expect(card.querySelectorAll('img, b, script, i, a')).toHaveLength(0);
    expect(card.querySelector('[role="heading"]')!.textContent).toBe(hostile);
    expect(card.querySelector('[role="heading"]')!.id).toBe('c"><b>-0');
    expect(card.textContent).toContain('with <b>Sam</b> "Taylor" · </p><script>alert(2)</script>');
    expect(card.textContent).toContain('Tags: <i>tag</i>');
    expect(card.textContent).toContain('<a href="javascript:alert(3)">why</a>');
  });
});
