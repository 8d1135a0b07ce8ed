import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { CART_DEBOUNCE_MS, cartSlice } from './cart.ts';
import { ensureSlicesIn } from './page-store.ts';
import { toCartItem, type CartItemResponse } from '../domain/cart.ts';
import { toCamel } from '../api/casing.ts';
import { toSessionUser } from '../domain/user.ts';

function loggedInSession() {
  const session = createTestSession();
  session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
  // No home venue, so logging in selects (and fetches) no venue: every call in a test is the test's own.
  session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
  session.seen.length = 0;
  return session;
}

const itemIds = (session: ReturnType<typeof createTestSession>) => session.state().cart.items.map((i) => i.id);

describe('cart slice state', () => {
  it('CART-001 CART-003 CART-004 CART-005 holds the cart fields, totals, status flags and credits', async () => {
    const session = loggedInSession();
    session.server.on(
      'GET',
      '/api/activities/cart',
      envelope(
        wireCart([
          [1, 1, 8500],
          [2, 2, 1500],
        ]),
      ),
    );
    await session.state().cart.load();
    const cart = session.state().cart;
    expect(cart).toMatchObject({
      id: 41,
      cartId: 41,
      uuid: '6f1c1d0e-0000-4000-8000-000000000041',
      selectedUserId: null,
      completeOrderId: null,
      attendeeWaiversRequired: 0,
    });
    expect(cart.totals).toMatchObject({ itemCount: 2, formattedTotal: '£100.00', formattedBalance: '£100.00' });
    expect(cart.totals.total.value).toBe(10000);
    expect(cart.totals.subTotal.value).toBe(10000);
    expect(cart.totals.taxTotal.value).toBe(1667);
    expect(cart.totals.balance.value).toBe(10000);
    expect(cart).toMatchObject({ adding: false, removing: false });
    expect(cart.credits.membership).toMatchObject({
      type: 'membership',
      totalAvailable: { value: 1000 },
      maxApplicable: { value: 1000 },
    });
    expect(cart.credits.general).toMatchObject({
      type: 'general',
      totalAvailable: { value: 500 },
      maxApplicable: { value: 500 },
    });
  });

  it('tells the customer once when the server released places their basket held too long', async () => {
    const session = loggedInSession();
    const message = 'Places held in your basket for more than 20 minutes were released: Yoga.';
    session.server.on(
      'GET',
      '/api/activities/cart',
      envelope(wireCart([[1, 1, 8500]]), { meta: { removed_items: ['Yoga'], message } }),
    );
    await session.state().cart.load();
    expect(session.state().toasts.list.map((t) => [t.type, t.message])).toEqual([['warning', message]]);
    expect(session.state().cart.items).toHaveLength(1);
  });

  it('CART-002 keeps items sorted by sort key', async () => {
    const session = loggedInSession();
    session.server.on(
      'GET',
      '/api/activities/cart',
      envelope(
        wireCart([
          [1, 30, 100],
          [2, 10, 100],
          [3, 20, 100],
        ]),
      ),
    );
    await session.state().cart.load();
    expect(itemIds(session)).toEqual([2, 3, 1]);
  });

  it('CART-017 CART-018 CART-019 CART-020 maps a server item to the client item view', () => {
    const [wireItem] = toCamel<{ items: never[] }>(wireCart([[5, 1, 1250]])).items;
    const item = toCartItem(wireItem!);
    expect(item).toMatchObject({
      id: 5,
      name: 'Item 5',
      quantity: 1,
      membershipUserId: null,
      cartableType: 'av2Booking',
      childItems: [],
      benefitApplied: false,
      packageApplied: false,
      enablePrintReceipt: true,
      cartableResource: {
        venueName: 'Riverside Leisure Centre',
        name: 'Item 5',
        date: '2026-11-23',
        startsAt: { utc: '2026-11-23 09:00:00', local: '2026-11-23 09:00:00', timezone: 'Europe/London' },
        endsAt: { utc: '2026-11-23 10:00:00', local: '2026-11-23 10:00:00', timezone: 'Europe/London' },
        duration: 60,
        location: 'Studio 1',
        newMembership: false,
      },
      details: { bookingId: 905, occurrenceId: 'occ_5' },
    });
    expect(item.price).toMatchObject({ formatted: '£12.50', decimal: 12.5, raw: 1250 });
    // A server that leaves cartable_type out (gap G26): the kind decides.
    expect(toCartItem({ id: 1, type: 'membership_renewal' } as CartItemResponse).cartableType).toBe(
      'membershipRenewal',
    );
    expect(toCartItem({ id: 1, type: 'penalty' } as CartItemResponse).cartableType).toBe('other');
  });

  it('CART-022 has every action of flows §4', () => {
    const { state } = createTestSession();
    for (const action of [
      'load',
      'add',
      'remove',
      'discard',
      'reset',
      'removeBenefit',
      'removePackageUsage',
      'updateItem',
      'updateSelectedUser',
      'clear',
      'addCourse',
    ] as const) {
      expect(typeof state().cart[action]).toBe('function');
    }
  });
});

describe('cart slice calls', () => {
  it('API-033 MSG-019 load sends selected_user_id; a failure keeps the items and shows the basket toast', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.load();
    session.server.on('GET', '/api/activities/cart', { status: 500 });
    expect(await session.state().cart.load()).toBe(false);
    expect(itemIds(session)).toEqual([1]);
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      message: 'Failed to load your shopping basket, please try again.',
    });
    expect(session.server.callsTo('GET', '/api/activities/cart')).toHaveLength(5);
  });

  it('a guest without a token does not ask for a basket', async () => {
    const session = createTestSession();
    expect(await session.state().cart.load()).toBe(false);
    expect(session.server.calls).toHaveLength(0);
    expect(session.state().toasts.list).toHaveLength(0);
  });

  it('CART-024 CART-021 API-035 MSG-001 add is debounced 250 ms and batches the calls inside the window', async () => {
    vi.useFakeTimers();
    try {
      const session = loggedInSession();
      session.server.on(
        'POST',
        '/api/activities/cart/add',
        envelope(
          wireCart([
            [1, 1, 500],
            [2, 2, 700],
          ]),
        ),
      );
      const first = session
        .state()
        .cart.add({ id: 11, type: 'activity', purchasedForUserId: 7, pricingOptionId: 3 }, { membershipUserId: 70 });
      expect(session.state().cart.adding).toBe(true);
      await vi.advanceTimersByTimeAsync(200);
      const second = session
        .state()
        .cart.add({ id: 12, type: 'activity', pricingOptionId: 4 }, { membershipUserId: 70 });
      await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS - 1);
      expect(session.server.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toBe(true);
      expect(await second).toBe(true);
      const calls = session.server.callsTo('POST', '/api/activities/cart/add');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toEqual({
        items: [
          { id: 11, type: 'activity', purchased_for_user_id: 7, pricing_option_id: 3 },
          { id: 12, type: 'activity', pricing_option_id: 4 },
        ],
        membership_user_id: 70,
      });
      expect(itemIds(session)).toEqual([1, 2]);
      expect(session.state().cart.adding).toBe(false);
      expect(session.state().toasts.list.at(-1)).toMatchObject({
        type: 'success',
        message: 'Successfully added item to the basket.',
      });
      expect(session.seen).toContainEqual({ name: 'basket-change', detail: { itemCount: 2 } });

      // Calls further apart than the window go separately.
      void session.state().cart.add({ id: 13, type: 'activity' });
      await vi.advanceTimersByTimeAsync(300);
      void session.state().cart.add({ id: 14, type: 'activity' });
      await vi.advanceTimersByTimeAsync(300);
      expect(session.server.callsTo('POST', '/api/activities/cart/add')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a page's store with only the basket's slice (no checkout yet), removing, clearing and completing work", async () => {
    vi.useFakeTimers();
    try {
      const session = createTestSession({}, { pageStore: true });
      session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
      ensureSlicesIn(session.store, cartSlice);
      expect(session.state()).not.toHaveProperty('payments');
      session.server
        .on(
          'GET',
          '/api/activities/cart',
          envelope(
            wireCart([
              [1, 1, 500],
              [2, 2, 500],
            ]),
          ),
        )
        .on('POST', '/api/activities/cart/remove', envelope(wireCart([[2, 2, 500]])))
        .on('DELETE', '/api/activities/cart', envelope(wireCart([])));
      await session.state().cart.load();
      const removed = session.state().cart.remove(1);
      await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
      expect(await removed).toBe(true);
      expect(itemIds(session)).toEqual([2]);
      expect(await session.state().cart.clear()).toBe(true);
      expect(itemIds(session)).toEqual([]);
      session.state().cart.orderCompleted(77);
      expect(session.state().cart.completeOrderId).toBe(77);
    } finally {
      vi.useRealTimers();
    }
  });

  it('CART-024 API-036 MSG-002 PAY-017 UI-025 remove is debounced, sends cart_item_ids with params, and keeps only credit tenders', async () => {
    vi.useFakeTimers();
    try {
      const session = loggedInSession();
      session.server.on(
        'GET',
        '/api/activities/cart',
        envelope(
          wireCart([
            [1, 1, 500],
            [2, 2, 500],
            [3, 3, 500],
          ]),
        ),
      );
      await session.state().cart.load();
      session.state().cart.updateSelectedUser(99);
      await vi.advanceTimersByTimeAsync(0);
      session.state().payments.setCredit('general', 300);
      session.state().payments.setTender({ tenderType: 'cash', amount: 200, info: 'till 1' });
      session.server.on('POST', '/api/activities/cart/remove', envelope(wireCart([[3, 3, 500]])));
      const a = session.state().cart.remove(1);
      const b = session.state().cart.remove([2]);
      expect(session.state().cart.removing).toBe(true);
      expect(session.state().cart.removingIds).toEqual([1, 2]);
      await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
      expect(await a).toBe(true);
      await b;
      const calls = session.server.callsTo('POST', '/api/activities/cart/remove');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toEqual({ cart_item_ids: [1, 2] });
      expect(calls[0]!.query.get('selected_user_id')).toBe('99');
      expect(itemIds(session)).toEqual([3]);
      expect(session.state().cart).toMatchObject({ removing: false, removingIds: [] });
      expect(session.state().payments.tenders).toEqual([{ tenderType: 'credit', creditType: 'general', amount: 300 }]);
      expect(session.state().toasts.list.at(-1)).toMatchObject({
        type: 'success',
        message: 'Successfully removed item from the basket.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('UI-026 a failed removal keeps the basket and clears the overlay', async () => {
    vi.useFakeTimers();
    try {
      const session = loggedInSession();
      session.server.on(
        'GET',
        '/api/activities/cart',
        envelope(
          wireCart([
            [1, 1, 500],
            [2, 2, 500],
          ]),
        ),
      );
      await session.state().cart.load();
      session.server.on('POST', '/api/activities/cart/remove', { status: 500, body: { message: 'Cart is locked' } });
      const done = session.state().cart.remove(1);
      expect(session.state().cart.removingIds).toEqual([1]);
      await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
      expect(await done).toBe(false);
      expect(itemIds(session)).toEqual([1, 2]);
      expect(session.state().cart).toMatchObject({ removing: false, removingIds: [] });
      expect(session.state().toasts.list.at(-1)).toMatchObject({ type: 'danger', message: 'Cart is locked' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('CART-023 API-037 MSG-003 updateItem sends options and selected_user_id and replaces the cart', async () => {
    const session = loggedInSession();
    session.server.on('PUT', '/api/activities/cart/5', envelope(wireCart([[5, 1, 900]])));
    expect(await session.state().cart.updateItem(5, { quantity: 1, purchasedForUserId: 8 })).toBe(true);
    expect(session.server.calls[0]!.body).toEqual({ options: { quantity: 1, purchased_for_user_id: 8 } });
    expect(session.state().cart.totals.formattedTotal).toBe('£9.00');
    expect(session.state().toasts.list.at(-1)?.message).toBe('Successfully updated item in the basket.');
  });

  it('CART-023 API-038 API-039 MSG-004 MSG-005 remove benefit and package usage carry source and selected_user_id', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[5, 1, 900]])));
    await session.state().cart.updateSelectedUser(31);
    session.server.on('DELETE', '/api/activities/benefit/remove/5', envelope(wireCart([[5, 1, 0]])));
    session.server.on('DELETE', '/api/activities/package/remove/5', envelope(wireCart([[5, 1, 450]])));
    await session.state().cart.removeBenefit(5);
    const benefit = session.server.callsTo('DELETE', '/api/activities/benefit/remove/5')[0]!;
    expect([benefit.query.get('source'), benefit.query.get('selected_user_id')]).toEqual(['activity-booking', '31']);
    expect(session.state().cart.totals.total.value).toBe(0);
    expect(session.state().toasts.list.at(-1)?.message).toBe('Successfully removed benefit.');
    await session.state().cart.removePackageUsage(5);
    const pkg = session.server.callsTo('DELETE', '/api/activities/package/remove/5')[0]!;
    expect([pkg.query.get('source'), pkg.query.get('selected_user_id')]).toEqual(['activity-booking', '31']);
    expect(session.state().cart.totals.total.value).toBe(450);
    expect(session.state().toasts.list.at(-1)?.message).toBe('Successfully removed package usage.');
  });

  it('CART-026 updateSelectedUser sets the selected user and the next cart call carries it', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.updateSelectedUser(42);
    expect(session.state().cart.selectedUserId).toBe(42);
    expect(session.server.calls.at(-1)!.query.get('selected_user_id')).toBe('42');
  });

  it('CART-025 API-034 MSG-006 clear empties the cart and payments', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.load();
    session.state().payments.setCredit('membership', 100);
    session.server.on('DELETE', '/api/activities/cart', envelope(wireCart([])));
    expect(await session.state().cart.clear()).toBe(true);
    expect(session.state().cart.items).toEqual([]);
    expect(session.state().cart.totals.itemCount).toBe(0);
    expect(session.state().payments.tenders).toEqual([]);
    expect(session.state().toasts.list.at(-1)?.message).toBe('Successfully cleared order.');
    expect(session.seen.at(-1)).toEqual({ name: 'basket-change', detail: { itemCount: 0 } });
  });

  it('a failed mutation never empties the basket', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.load();
    session.server.on('DELETE', '/api/activities/cart', { status: 500 });
    expect(await session.state().cart.clear()).toBe(false);
    expect(itemIds(session)).toEqual([1]);
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      message: 'Something has gone wrong, please try again.',
    });
  });

  it('API-051 MSG-041 addCourse posts data.items to the v1 user cart with source activity-booking, then reloads', async () => {
    const session = loggedInSession();
    session.server.on('POST', '/api/v1/users/7/carts/activity-booking/items', envelope(wireCart([[1, 1, 8500]])));
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 8500]])));
    const result = await session.state().cart.addCourse({
      courseId: 'c0ffee00-0000-4000-8000-000000000001',
      restrictionIds: [3],
      answers: [{ customQuestionId: 5, answer: 'Beginner' }],
    });
    expect(result).toEqual({ ok: true });
    expect(session.server.callsTo('POST', '/api/v1/users/7/carts/activity-booking/items')[0]!.body).toEqual({
      data: {
        items: [
          {
            purchasable_id: 'c0ffee00-0000-4000-8000-000000000001',
            purchasable_type: 'course',
            quantity: 1,
            activity_restriction_ids: [3],
            custom_question_answers: [{ custom_question_id: 5, answer: 'Beginner' }],
          },
        ],
      },
    });
    expect(session.server.callsTo('GET', '/api/activities/cart')).toHaveLength(1);
    expect(session.state().cart.totals.itemCount).toBe(1);
    expect(
      session.state().toasts.list.some((t) => t.type === 'success' && t.message === 'Course booked successfully'),
    ).toBe(true);
  });

  it('MSG-036 a failed course add shows Failed to book course with the validation messages', async () => {
    const session = loggedInSession();
    session.server.on('POST', /\/carts\//, {
      status: 422,
      body: {
        message: 'Invalid',
        errors: { 'data.items.0.custom_question_answers.5': ['Please complete all required questions'] },
      },
    });
    const result = await session.state().cart.addCourse({ courseId: 'x', selectedUserId: 12 });
    expect(result.ok).toBe(false);
    expect(session.server.calls[0]!.path).toBe('/api/v1/users/12/carts/activity-booking/items');
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      message: 'Failed to book course',
      items: ['Please complete all required questions'],
    });
  });

  it('AUTH-012 addCourse for a guest opens the login modal instead of calling', async () => {
    const session = createTestSession();
    expect(await session.state().cart.addCourse({ courseId: 'x' })).toEqual({ ok: false, error: null });
    expect(session.state().system.loginModalOpen).toBe(true);
    expect(session.server.calls).toHaveLength(0);
  });

  it('orderCompleted empties the basket and raises one basket-change and one booking-confirmed', async () => {
    const session = loggedInSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.load();
    session.seen.length = 0;
    session.state().cart.orderCompleted(501);
    expect(session.state().cart).toMatchObject({ completeOrderId: 501, items: [] });
    expect(session.seen).toEqual([
      { name: 'basket-change', detail: { itemCount: 0 } },
      { name: 'booking-confirmed', detail: { completeOrderId: 501 } },
    ]);
  });

  it('CART-025 reset returns the cart to its initial state', async () => {
    const session = loggedInSession();
    const initial = JSON.stringify(session.state().cart);
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.updateSelectedUser(3);
    session.state().cart.reset();
    expect(JSON.stringify(session.state().cart)).toBe(initial);
  });
});
