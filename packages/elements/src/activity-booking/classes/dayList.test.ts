import { toCamel, type ActivityClass } from '@venue/core';
import { BOOKABLE, BOOKED, FULL_NO_WAITLIST, WAITLISTED } from '../../../../../test/fixtures/classes.ts';
import { dayTimetable } from '../../../../../test/fixtures/activities.ts';
import { blockView } from './blockBookings.ts';
import { classAction } from './classActions.ts';
import { renderDayList, type DayCard } from './dayList.ts';

const entries = (wire: unknown[]) => toCamel<ActivityClass[]>(wire);
const cards = (list: ActivityClass[], state: (e: ActivityClass) => DayCard['state'] = () => 'idle'): DayCard[] =>
  list.map((entry) => ({ entry, action: classAction(entry), state: state(entry) }));

describe('renderDayList', () => {
  let ul: HTMLUListElement;
  beforeEach(() => {
    ul = document.createElement('ul');
    document.body.append(ul);
  });
  afterEach(() => document.body.replaceChildren());

  it('draws every entry of the day with its time, name, place, tags, price, places and action', () => {
    renderDayList(ul, cards(entries([BOOKABLE, FULL_NO_WAITLIST, WAITLISTED])), 'c');
    const [bookable, full, waitlisted] = [...ul.children] as HTMLElement[];
    expect(ul.children).toHaveLength(3);
    expect(bookable!.textContent).toBe(
      '09:30–10:301 hrYogawith Priya Shah · StudioTags: All levelsMat provided£6.507 places leftBook',
    );
    expect(bookable!.getAttribute('aria-labelledby')).toBe('c-0');
    expect(bookable!.querySelector('h3')!.id).toBe('c-0');
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

  it('writes another day into the same nodes and adds or removes only the difference', () => {
    renderDayList(ul, cards(entries(dayTimetable('2026-12-01', 5, 'Day one'))), 'c');
    const first = [...ul.children];
    const firstButton = ul.querySelector('button');
    renderDayList(ul, cards(entries(dayTimetable('2026-12-02', 7, 'Day two'))), 'c');
    expect(ul.children).toHaveLength(7);
    expect([...ul.children].slice(0, 5)).toEqual(first);
    expect(ul.querySelector('button')).toBe(firstButton);
    expect(ul.children[6]!.querySelector('h3')!.textContent).toBe('Day two 7');
    expect(ul.textContent).not.toContain('Day one');
    renderDayList(ul, cards(entries(dayTimetable('2026-12-03', 2, 'Day three'))), 'c');
    expect(ul.children).toHaveLength(2);
    expect(ul.children[0]).toBe(first[0]);
  });

  it('changes a reused card to what the new entry needs: no price, no tags, a status instead of a button', () => {
    const [plain] = entries(dayTimetable('2026-12-01', 1));
    renderDayList(ul, cards([plain!]), 'c');
    const bare = { ...plain!, price: null, tags: [], name: 'Free taster' } as unknown as ActivityClass;
    const [full] = entries([FULL_NO_WAITLIST]);
    renderDayList(ul, cards([{ ...bare, bookableAction: full!.bookableAction, capacity: full!.capacity }]), 'c');
    const card = ul.children[0] as HTMLElement;
    expect(card.textContent).toBe(
      '06:00–06:4545 minFree tasterwith Sam Taylor · Studio 1FullFullThis activity is fully booked.',
    );
    expect(card.querySelector('button')).toBeNull();
  });

  it('shows a busy action with a spinner in the same button, and the cancel question for a booking', () => {
    const list = entries([BOOKED, WAITLISTED]);
    renderDayList(ul, cards(list), 'c');
    const leave = ul.children[1]!.querySelector('button')!;
    renderDayList(
      ul,
      cards(list, (e) => (e.id === WAITLISTED.id ? 'busy' : 'idle')),
      'c',
    );
    expect(ul.children[1]!.querySelector('button')).toBe(leave);
    expect(leave.getAttribute('aria-busy')).toBe('true');
    expect(leave.getAttribute('aria-disabled')).toBe('true');
    expect(leave.querySelector('[role="status"]')!.textContent).toBe('Leave waitlist');
    renderDayList(
      ul,
      cards(list, (e) => (e.id === BOOKED.id ? 'confirming' : 'idle')),
      'c',
    );
    expect(leave.getAttribute('aria-busy')).toBeNull();
    const question = ul.children[0]!.querySelector('[role="group"]')!;
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
      const group = ul.children[0]!.querySelector('[role="group"]')!;
      expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Block booking');
      expect(group.textContent).toContain('Held byRobin ClubPlaces4StatusReserved, awaiting paymentPaidNo');
      const cancel = group.querySelector('button')!;
      expect([cancel.textContent, cancel.dataset.command, cancel.getAttribute('aria-describedby')]).toEqual([
        'Cancel block booking',
        'block-confirm',
        'c-0',
      ]);
      expect(ul.children[1]!.querySelector('button[data-command="block"]')!.textContent).toBe('Block book');
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
  });
});
