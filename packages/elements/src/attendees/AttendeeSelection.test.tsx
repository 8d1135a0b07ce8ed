import type { CartResponse } from '@venue/core';
import { SAM_LINK } from '../../../../test/fixtures/classes.ts';
import { GUEST, LOGGED_IN, TWO_ITEM_BASKET } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage, type } from '../../../../test/fixtures/viewTestPage.tsx';
import { AttendeeSelection } from './AttendeeSelection.tsx';

afterEach(() => document.body.replaceChildren());

/** The two-item basket with the yoga place's attendee state as the server now answers it. */
function basket(attendee: { id: number; name: string }, signed: boolean, required: number): CartResponse {
  const [yoga, course] = TWO_ITEM_BASKET.items;
  return {
    ...TWO_ITEM_BASKET,
    attendeeWaiversRequired: required,
    items: [
      {
        ...yoga!,
        attendee,
        attendeeWaivers: [{ id: 77, name: 'Hot yoga waiver', type: 'pre-purchase-waiver', signed }],
      } as typeof yoga & Record<string, unknown>,
      course!,
    ],
  } as CartResponse;
}

describe('<attendee-selection>', () => {
  it('lists the bookings that need an attendee, changes one, and signs the waiver the new attendee lacks', async () => {
    const page = setupPage(LOGGED_IN);
    let current = basket({ id: 1, name: 'Alex Morgan' }, true, 0);
    page.server
      .on('GET', '/api/activities/cart', () => envelope(current))
      .on('GET', '/api/v1/users/1/links', envelope([SAM_LINK]))
      .on(
        'GET',
        '/api/77/question-waivers/previous-attendees',
        envelope([{ id: 1, name: 'Alex Morgan', waiver_signed: true }]),
      )
      .on(
        'GET',
        '/api/v1/activities/restrictions/77',
        envelope({
          id: 77,
          name: 'Hot yoga waiver',
          type: 'pre-purchase-waiver',
          terms: '<p>Terms</p>',
          related_category: null,
        }),
      )
      .on('PUT', '/api/activities/cart/9001', () => {
        current = basket({ id: 2, name: 'Sam Morgan' }, false, 1);
        return envelope(current);
      })
      .on('POST', '/api/question-waivers', () => {
        current = basket({ id: 2, name: 'Sam Morgan' }, true, 0);
        return envelope([{ user_id: 2, restriction_id: 77, satisfied: true }]);
      });
    const view = await render(<AttendeeSelection />);
    await vi.waitFor(() => expect(view.container.querySelector('select')).not.toBeNull());
    // One booking needs an attendee (the course bundle does not).
    expect(view.container.querySelectorAll('select')).toHaveLength(1);
    expect(view.text()).toContain('Every attendee has the waivers they need.');
    // The previous signers come from their own request, which may answer after the list is drawn.
    await vi.waitFor(() => expect(view.text()).toContain('Already signed Hot yoga waiver: Alex Morgan.'));
    await type(view.container.querySelector('select'), '2');
    await vi.waitFor(() => expect(view.text()).toContain('1 waiver still to sign before checkout.'));
    expect(page.server.callsTo('PUT', '/api/activities/cart/9001')[0]!.body).toMatchObject({
      options: { purchased_for_user_id: 2 },
    });
    expect(page.store.getState().attendees.totalWaiversRequired).toBe(1);
    const sign = byText<HTMLButtonElement>(view.container, 'button', 'Sign for Sam Morgan')!;
    expect(sign.disabled).toBe(true);
    // The waiver step's code loads with the first waiver shown.
    await vi.waitFor(() => expect(view.container.querySelector('input[type="checkbox"]')).not.toBeNull());
    await click(view.container.querySelector('input[type="checkbox"]'));
    await click(byText(view.container, 'button', 'Sign for Sam Morgan'));
    await vi.waitFor(() => expect(view.text()).toContain('Every attendee has the waivers they need.'));
    expect(page.server.callsTo('POST', '/api/question-waivers')[0]!.body).toMatchObject({
      waivers: [{ user_id: 2, restriction_id: 77, agreed: true }],
    });
  });

  it('with an empty basket says so and offers only the way back (no waiver status, no checkout)', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/activities/cart', envelope({ ...TWO_ITEM_BASKET, items: [], attendeeWaiversRequired: 0 }))
      .on('GET', '/api/v1/users/1/links', envelope([SAM_LINK]));
    const view = await render(<AttendeeSelection />);
    await vi.waitFor(() => expect(view.text()).toContain('Your shopping basket is empty'));
    expect(view.text()).not.toContain('Every attendee has the waivers they need.');
    expect(byText(view.container, 'a', 'Continue to checkout')).toBeFalsy();
    expect(byText<HTMLAnchorElement>(view.container, 'a', 'Back to basket')?.getAttribute('href')).toBe('/basket');
  });

  it('asks a guest to log in', async () => {
    const page = setupPage(GUEST);
    const view = await render(<AttendeeSelection />);
    await click(byText(view.container, 'button', 'Log in'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
  });
});
