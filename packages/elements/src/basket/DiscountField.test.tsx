import { LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { TWO_ITEM_BASKET } from '../../../../test/fixtures/cart.ts';
import { DISCOUNTED_BASKET, MEMBERSHIP_BASKET } from '../../../../test/fixtures/joining.ts';
import { byText, click, envelope, render, setupPage, type } from '../../../../test/fixtures/viewTestPage.tsx';
import { Basket } from './Basket.tsx';

afterEach(() => document.body.replaceChildren());

const DISCOUNT = '/api/activities/cart/discount-code';
const summary = (container: HTMLElement) => container.querySelector('aside')!.textContent ?? '';

async function basketWith(cart = TWO_ITEM_BASKET) {
  const page = setupPage({ ...LOGGED_IN, cart });
  page.server.on('GET', '/api/activities/cart', envelope(cart));
  const view = await render(<Basket />);
  await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]').length).toBeGreaterThan(0));
  // The field renders after the basket (a lazy view in the basket's chunk), itself after the element's shell.
  await vi.waitFor(() =>
    expect(view.container.querySelector('input[name="discount-code"], [data-discount-code]')).not.toBeNull(),
  );
  return { page, view };
}

describe('the basket discount code field', () => {
  it('applying a code shows the discount line and the lower total from the server', async () => {
    const { page, view } = await basketWith();
    page.server.on('POST', DISCOUNT, envelope(DISCOUNTED_BASKET));
    await type(view.container.querySelector('input[name="discount-code"]'), 'welcome10');
    await click(byText(view.container, 'button', 'Apply'));
    await vi.waitFor(() => expect(summary(view.container)).toContain('Discount (WELCOME10)-£9.35'));
    expect(page.server.callsTo('POST', DISCOUNT)[0]!.body).toEqual({ code: 'welcome10' });
    expect(summary(view.container)).toMatch(/Basket cost£93\.50/);
    expect(summary(view.container)).toMatch(/Total to pay£84\.15/);
    expect(view.container.querySelector('[data-discount-code="WELCOME10"]')?.textContent).toContain(
      'Code WELCOME10: 10% off your basket',
    );
  });

  it('PAY-030 a refused code (400) toasts the server message and keeps the total', async () => {
    const { page, view } = await basketWith();
    page.server.on('POST', DISCOUNT, { status: 400, body: { message: 'This discount code has expired.' } });
    await type(view.container.querySelector('input[name="discount-code"]'), 'EXPIRED20');
    await click(byText(view.container, 'button', 'Apply'));
    await vi.waitFor(() =>
      expect(page.store.getState().toasts.list.map((t) => t.message)).toEqual(['This discount code has expired.']),
    );
    expect(summary(view.container)).toMatch(/Total to pay£93\.50/);
    expect(view.container.querySelector('input[name="discount-code"]')?.getAttribute('aria-invalid')).toBeNull();
  });

  it('PAY-030 a 422 shows its message under the field, with no toast', async () => {
    const { page, view } = await basketWith();
    page.server.on('POST', DISCOUNT, {
      status: 422,
      body: { message: 'code: too long', errors: { code: ['The code may not be greater than 50 characters.'] } },
    });
    await type(view.container.querySelector('input[name="discount-code"]'), 'X'.repeat(50));
    await click(byText(view.container, 'button', 'Apply'));
    await vi.waitFor(() => expect(view.text()).toContain('The code may not be greater than 50 characters.'));
    expect(view.container.querySelector('input[name="discount-code"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(page.store.getState().toasts.list).toEqual([]);
  });

  it('an empty code is caught before calling', async () => {
    const { page, view } = await basketWith();
    await click(byText(view.container, 'button', 'Apply'));
    expect(view.text()).toContain('Enter a discount code.');
    expect(page.server.callsTo('POST', DISCOUNT)).toHaveLength(0);
  });

  it('Remove code takes it off and the total goes back', async () => {
    const { page, view } = await basketWith(DISCOUNTED_BASKET);
    page.server.on('DELETE', DISCOUNT, envelope(TWO_ITEM_BASKET));
    await click(byText(view.container, 'button', 'Remove code'));
    await vi.waitFor(() => expect(summary(view.container)).toMatch(/Total to pay£93\.50/));
    expect(summary(view.container)).not.toContain('Discount (');
    expect(view.container.querySelector('input[name="discount-code"]')).toBeTruthy();
  });

  it('a membership reads as its billing period with its joining fee', async () => {
    const { view } = await basketWith(MEMBERSHIP_BASKET);
    const item = view.container.querySelector('[data-cart-item="9100"]')!;
    expect(item.textContent).toContain('Anytime membership');
    expect(item.textContent).toContain('Monthly membership, starts today');
    expect(item.textContent).toContain('Joining fee: £15.00');
    expect(summary(view.container)).toMatch(/Total to pay£49\.99/);
  });
});
