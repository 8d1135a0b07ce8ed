import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { toCamel } from '../api/casing.ts';
import { toSessionUser } from '../domain/user.ts';
import { catalogue } from '../messages/catalogue.ts';
import { JOINING_CHOICE_KEY, pendingJoiningChoice, rememberJoiningChoice } from './joiningChoice.ts';

function loggedInSession() {
  const session = createTestSession();
  session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
  session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
  session.seen.length = 0;
  return session;
}

const money = (value: number) => ({ formatted: `£${(value / 100).toFixed(2)}`, value, currency: 'GBP' });
const DISCOUNT_PATH = '/api/activities/cart/discount-code';

describe('discount codes (cart slice)', () => {
  it('applies a code: totals and the discount come from the server answer, with a success toast', async () => {
    const session = loggedInSession();
    session.server.on(
      'POST',
      DISCOUNT_PATH,
      envelope(
        wireCart([[1, 1, 4999]], {
          total: money(4499),
          balance: money(4499),
          discount: { code: 'WELCOME10', description: '10% off', kind: 'percentage', rate: 10, amount: money(500) },
        }),
      ),
    );
    const result = await session.state().cart.applyDiscount('WELCOME10');
    expect(result).toEqual({ ok: true });
    expect(session.server.callsTo('POST', DISCOUNT_PATH)[0]!.body).toEqual({ code: 'WELCOME10' });
    const cart = session.state().cart;
    expect(cart.totals.total.value).toBe(4499);
    expect(cart.totals.subTotal.value).toBe(4999);
    expect(cart.discount).toMatchObject({ code: 'WELCOME10', amount: { value: 500, formatted: '£5.00' } });
    expect(session.state().toasts.list.map((t) => t.message)).toEqual([catalogue.checkout.discountApplied]);
    expect(session.seen.map((e) => e.name)).toEqual(['basket-change']);
  });

  it("PAY-030 a 400 shows the failure toast with the server's message (G20)", async () => {
    const session = loggedInSession();
    session.server.on('POST', DISCOUNT_PATH, { status: 400, body: { message: 'This discount code has expired.' } });
    const result = await session.state().cart.applyDiscount('EXPIRED20');
    expect(result).toEqual({ ok: false, fieldError: null });
    expect(session.state().toasts.list).toMatchObject([
      { type: 'danger', title: 'Error', message: 'This discount code has expired.' },
    ]);
  });

  it('PAY-030 a 400 without a message falls back to the generic text', async () => {
    const session = loggedInSession();
    session.server.on('POST', DISCOUNT_PATH, { status: 400, body: {} });
    await session.state().cart.applyDiscount('X');
    expect(session.state().toasts.list.map((t) => t.message)).toEqual([catalogue.common.genericError]);
  });

  it('PAY-030 a 422 or a 500 shows no toast; the 422 returns the field message', async () => {
    const session = loggedInSession();
    session.server.on('POST', DISCOUNT_PATH, {
      status: 422,
      body: { message: 'code: Enter a discount code.', errors: { code: ['Enter a discount code.'] } },
    });
    expect(await session.state().cart.applyDiscount(' ')).toEqual({ ok: false, fieldError: 'Enter a discount code.' });
    const other = loggedInSession();
    other.server.on('POST', DISCOUNT_PATH, { status: 500, body: { message: 'Boom' } });
    expect(await other.state().cart.applyDiscount('WELCOME10')).toEqual({ ok: false, fieldError: null });
    expect(session.state().toasts.list).toEqual([]);
    expect(other.state().toasts.list).toEqual([]);
  });

  it('removes the code and takes the totals from the answer', async () => {
    const session = loggedInSession();
    session.server.on('DELETE', DISCOUNT_PATH, envelope(wireCart([[1, 1, 4999]], { discount: null })));
    expect(await session.state().cart.removeDiscount()).toBe(true);
    expect(session.state().cart.discount).toBeNull();
    expect(session.state().cart.totals.total.value).toBe(4999);
    expect(session.state().toasts.list.map((t) => t.message)).toEqual([catalogue.checkout.discountRemoved]);
  });
});

describe('online joining (cart slice)', () => {
  beforeEach(() => sessionStorage.clear());

  it('USER-017 adds the pricing option with its home venue to the online-joining basket', async () => {
    const session = loggedInSession();
    session.server.on('POST', '/api/v1/users/7/carts/online-joining/items', envelope(wireCart([[5, 1, 3499]])));
    const result = await session.state().cart.addMembership({ pricingOptionId: 12, homeVenueId: 3 });
    expect(result).toEqual({ ok: true });
    expect(session.server.callsTo('POST', '/api/v1/users/7/carts/online-joining/items')[0]!.body).toEqual({
      data: { items: [{ purchasable_type: 'pricingOption', purchasable_id: '12', quantity: 1, home_venue_id: 3 }] },
    });
    expect(session.state().cart.items.map((i) => i.id)).toEqual([5]);
  });

  it("shows the server's reasons when the add is refused (age limits)", async () => {
    const session = loggedInSession();
    session.server.on('POST', '/api/v1/users/7/carts/online-joining/items', {
      status: 422,
      body: { message: 'x', errors: { date_of_birth: ['Junior is for people aged 8 to 17.'] } },
    });
    const result = await session.state().cart.addMembership({ pricingOptionId: 12, homeVenueId: 3 });
    expect(result.ok).toBe(false);
    expect(session.state().toasts.list[0]).toMatchObject({
      type: 'danger',
      items: ['Junior is for people aged 8 to 17.'],
    });
  });

  it("a guest's remembered choice is added once after logging in, then forgotten", async () => {
    rememberJoiningChoice({ pricingOptionId: 12, homeVenueId: 3, name: 'Anytime' });
    expect(JSON.parse(sessionStorage.getItem(JOINING_CHOICE_KEY)!)).toMatchObject({ pricingOptionId: 12 });
    const session = loggedInSession();
    session.server.on('POST', '/api/v1/users/7/carts/online-joining/items', envelope(wireCart([[5, 1, 3499]])));
    expect(await session.state().cart.resumeJoining()).toBe(true);
    expect(pendingJoiningChoice()).toBeNull();
    expect(await session.state().cart.resumeJoining()).toBe(false);
    expect(session.server.callsTo('POST', '/api/v1/users/7/carts/online-joining/items')).toHaveLength(1);
  });

  it('a guest is asked to log in instead of calling', async () => {
    const session = createTestSession();
    const result = await session.state().cart.addMembership({ pricingOptionId: 12, homeVenueId: 3 });
    expect(result).toEqual({ ok: false, error: null });
    expect(session.server.calls).toHaveLength(0);
  });
});

describe('the Join button (cart slice join)', () => {
  beforeEach(() => sessionStorage.clear());

  it('USER-017 a guest keeps the choice and goes to sign up for membership purchase, back to the basket', async () => {
    const session = createTestSession();
    const result = await session.state().cart.join({ pricingOptionId: 12, homeVenueId: 3, name: 'Anytime' });
    expect(result).toEqual({ ok: true });
    expect(session.navigate).toHaveBeenCalledWith(
      '/register?onboarding_type=membership_purchase&source=online-joining&redirect=/basket',
    );
    expect(pendingJoiningChoice()).toEqual({ pricingOptionId: 12, homeVenueId: 3, name: 'Anytime' });
    expect(session.server.calls).toHaveLength(0);
  });

  it('USER-017 a logged-in customer goes straight on to the basket once the membership is in it', async () => {
    const session = loggedInSession();
    session.server.on('POST', '/api/v1/users/7/carts/online-joining/items', envelope(wireCart([[5, 1, 3499]])));
    await session.state().cart.join({ pricingOptionId: 12, homeVenueId: 3 }, { basketUrl: '/basket' });
    expect(session.navigate).toHaveBeenCalledWith('/basket');
    expect(pendingJoiningChoice()).toBeNull();
  });
});
