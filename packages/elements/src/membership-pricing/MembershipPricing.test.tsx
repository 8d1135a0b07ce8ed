import { pendingJoiningChoice } from '@venue/core';
import { GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { EMPTY_BASKET } from '../../../../test/fixtures/cart.ts';
import { HILLTOP_MEMBERSHIPS, JOINING_VENUES, RIVERSIDE_MEMBERSHIPS } from '../../../../test/fixtures/joining.ts';
import { byText, click, envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { MembershipPricing } from './MembershipPricing.tsx';

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

function pricingPage(fixture = GUEST) {
  const page = setupPage(fixture);
  page.server.on('GET', '/api/venues/online-joining', envelope(JOINING_VENUES));
  page.server.on('GET', '/api/venues/riverside/memberships', envelope(RIVERSIDE_MEMBERSHIPS));
  page.server.on('GET', '/api/venues/hilltop/memberships', envelope(HILLTOP_MEMBERSHIPS));
  return page;
}

const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-membership]')];

describe('<membership-pricing> view', () => {
  it('USER-017 shows each membership with its monthly price, joining fee, inclusions and age limits', async () => {
    pricingPage();
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    expect(view.container.querySelector('h1')?.textContent).toBe('Membership pricing');
    const anytime = view.container.querySelector('[data-membership="anytime"]')!;
    expect(anytime.querySelector('h3')?.textContent).toBe('Anytime');
    expect(anytime.textContent).toContain('£34.99 a month');
    expect(anytime.textContent).toContain('plus £15.00 joining fee');
    expect(anytime.textContent).toContain('£49.99 due today');
    expect([...anytime.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Gym, pool and classes',
      'Every venue',
    ]);
    expect(view.container.querySelector('[data-membership="junior"]')!.textContent).toContain('For ages 8 to 17');
    // The comparison table shows both periods for every membership.
    const rows = [...view.container.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[1]).toContain('£34.99 a month');
    expect(rows[1]).toContain('£349.90 a year');
  });

  it('switching to annual shows the price per year, no joining fee and the saving', async () => {
    pricingPage();
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    await click(view.container.querySelector('input[value="annual"]'));
    const anytime = view.container.querySelector('[data-membership="anytime"]')!;
    expect(anytime.textContent).toContain('£349.90 a year');
    expect(anytime.textContent).toContain('No joining fee');
    expect(anytime.textContent).toContain('Save £84.98');
    expect(byText(anytime, 'button', 'Join Anytime annually')).toBeTruthy();
  });

  it('marks the concession and says who qualifies', async () => {
    pricingPage();
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    const concession = view.container.querySelector('[data-membership="anytime-concession"]')!;
    expect(concession.textContent).toContain('Concession');
    expect(concession.textContent).toContain('Who qualifies: Over-60s');
    expect(view.container.querySelector('[data-membership="anytime"]')!.textContent).not.toContain('Who qualifies');
  });

  it('choosing another home venue loads its memberships', async () => {
    const page = pricingPage();
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    const select = view.container.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Riverside Leisure Centre',
      'Hilltop Sports Centre',
    ]);
    const { act } = await import('react');
    await act(async () => {
      select.value = 'hilltop';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(1));
    expect(page.server.callsTo('GET', '/api/venues/hilltop/memberships')).toHaveLength(1);
  });

  it('USER-017 a guest who chooses is sent to sign up for a membership purchase, the choice kept', async () => {
    const page = pricingPage();
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    await click(byText(view.container, 'button', 'Join Anytime monthly'));
    await vi.waitFor(() =>
      expect(page.navigate).toHaveBeenCalledWith(
        '/register?onboarding_type=membership_purchase&source=online-joining&redirect=/basket',
      ),
    );
    expect(pendingJoiningChoice()).toMatchObject({ pricingOptionId: 21, homeVenueId: 1 });
  });

  it('USER-017 a logged-in customer who chooses has the membership put in the basket and goes to it', async () => {
    const page = pricingPage({ ...LOGGED_IN, cart: EMPTY_BASKET });
    page.server.on('POST', /\/carts\/online-joining\/items$/, envelope(EMPTY_BASKET));
    const view = await render(<MembershipPricing venue="riverside" />);
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
    await click(byText(view.container, 'button', 'Join Off-peak monthly'));
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/basket'));
    const [call] = page.server.callsTo('POST', /\/carts\/online-joining\/items$/);
    expect(call!.body).toEqual({
      data: { items: [{ purchasable_type: 'pricingOption', purchasable_id: '11', quantity: 1, home_venue_id: 1 }] },
    });
  });

  it('a failure to load says so and offers to try again', async () => {
    const page = setupPage(GUEST);
    page.server.on('GET', '/api/venues/online-joining', { status: 500, body: {} });
    const view = await render(<MembershipPricing />);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).toBeTruthy(), { timeout: 5000 });
    expect(view.text()).toContain('Something went wrong, please try again.');
    page.server.on('GET', '/api/venues/online-joining', envelope(JOINING_VENUES));
    page.server.on('GET', '/api/venues/riverside/memberships', envelope(RIVERSIDE_MEMBERSHIPS));
    await click(byText(view.container, 'button', 'Try again'));
    await vi.waitFor(() => expect(cards(view.container)).toHaveLength(4));
  });
});
