import { act } from 'react';
import { BOOKABLE, CLASS_DATE, YOGA_CATEGORY } from '../../../../../test/fixtures/classes.ts';
import { GUEST } from '../../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage } from '../../../../../test/fixtures/viewTestPage.tsx';
import type { Category } from '@venue/core';
import ClassesView from './ClassesView.tsx';

// A file of its own: the booking steps' module arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release: () => release() };
});
vi.mock('../steps/BookingSteps.tsx', async () => {
  await gate.opened;
  return { BookingSteps: () => <p data-steps="">The booking steps</p> };
});

afterEach(() => document.body.replaceChildren());

describe('classes view: Book while the booking steps are still loading', () => {
  it('keeps the day on screen, no empty box, until the steps can show', async () => {
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
    await click(book);
    expect(byText(view.container, 'button', 'Book')).toBeTruthy();
    expect(view.container.querySelector('[data-venue-loading]')).toBeNull();
    await act(async () => gate.release());
    await vi.waitFor(() => expect(view.container.querySelector('[data-steps]')).not.toBeNull());
    expect(byText(view.container, 'button', 'Book')).toBeFalsy();
  });
});
