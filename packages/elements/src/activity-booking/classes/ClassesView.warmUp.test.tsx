import { act } from 'react';
import { BOOKABLE, CLASS_DATE, YOGA_CATEGORY } from '../../../../../test/fixtures/classes.ts';
import { GUEST } from '../../../../../test/fixtures/session.ts';
import { byText, envelope, render, setupPage } from '../../../../../test/fixtures/viewTestPage.tsx';
import type { Category } from '@venue/core';
import ClassesView from './ClassesView.tsx';

// A file of its own: the mock below stands in for the booking steps' module for every test in the file.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../steps/BookingSteps.tsx', () => {
  loaded.count += 1;
  return { BookingSteps: () => null };
});

afterEach(() => document.body.replaceChildren());

describe('classes view: the booking steps load on the way to a button', () => {
  it('are not fetched with the day, and start loading when the pointer is over a Book button', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venue/riverside/activity/yoga/v2/timetable', envelope([BOOKABLE]));
    const view = await render(
      <ClassesView
        venue="riverside"
        activity={YOGA_CATEGORY as unknown as Category}
        weekStart="2026-11-23"
        date={CLASS_DATE}
        version="v2"
        reloadKey={0}
        basketUrl="/basket"
        checkoutUrl="/basket/checkout"
      />,
    );
    const book = await vi.waitFor(() => byText<HTMLButtonElement>(view.container, 'button', 'Book')!);
    expect(loaded.count).toBe(0);
    await act(async () => {
      book.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await vi.waitFor(() => expect(loaded.count).toBe(1));
  });
});
