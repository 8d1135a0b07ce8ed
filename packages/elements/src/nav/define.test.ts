import { getSessionStore } from '@venue/core';
import { applySession, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import './define.ts';
import '../login/define.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<venue-nav> and <venue-login> custom elements', () => {
  it('UI-012 KIOSK-004 <venue-nav> renders in an open shadow root, with attributes and the shared session', async () => {
    applySession(getSessionStore(), { ...LOGGED_IN, kiosk: true });
    document.body.innerHTML = '<venue-nav base-url="https://bookings.example.com" online-joining="true"></venue-nav>';
    const nav = document.querySelector('venue-nav')!;
    expect(nav.shadowRoot?.mode).toBe('open');
    await vi.waitFor(() => expect(nav.shadowRoot?.textContent).toContain('Book an activity'));
    const root = nav.shadowRoot!;
    expect(root.querySelector('a[href="https://bookings.example.com/pricing"]')?.textContent).toBe('Buy a membership');
    expect(root.querySelector('[data-basket]')?.getAttribute('aria-label')).toBe('Shopping basket, 2 items');
    expect(root.textContent).toContain('Back to Kiosk Home');
  });

  it('UI-012 a bare online-joining attribute shows Buy a membership, online-joining="false" hides it', async () => {
    applySession(getSessionStore(), LOGGED_IN);
    getSessionStore().setState((s) => ({ system: { ...s.system, client: null } }));
    document.body.innerHTML =
      '<venue-nav id="bare" base-url="https://bookings.example.com" online-joining></venue-nav>' +
      '<venue-nav id="off" base-url="https://bookings.example.com" online-joining="false"></venue-nav>';
    const bare = document.getElementById('bare')!;
    const off = document.getElementById('off')!;
    await vi.waitFor(() => expect(bare.shadowRoot?.textContent).toContain('Book an activity'));
    await vi.waitFor(() => expect(off.shadowRoot?.textContent).toContain('Book an activity'));
    expect(bare.shadowRoot!.querySelector('a[href="https://bookings.example.com/pricing"]')?.textContent).toBe(
      'Buy a membership',
    );
    expect(off.shadowRoot!.querySelector('a[href="https://bookings.example.com/pricing"]')).toBeNull();
  });

  it("<venue-nav> is the banner on a page without one, and a plain box inside the page's own banner", async () => {
    applySession(getSessionStore(), LOGGED_IN);
    document.body.innerHTML =
      '<venue-nav id="alone"></venue-nav><header><a href="#main">Skip</a><venue-nav id="inside"></venue-nav></header>';
    const alone = document.getElementById('alone')!;
    const inside = document.getElementById('inside')!;
    await vi.waitFor(() => expect(alone.shadowRoot?.textContent).toContain('Book an activity'));
    await vi.waitFor(() => expect(inside.shadowRoot?.textContent).toContain('Book an activity'));
    expect(alone.shadowRoot!.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(inside.shadowRoot!.querySelector('header')).toBeNull();
    expect(inside.shadowRoot!.querySelector('nav[aria-label="Main"]')).not.toBeNull();
  });

  it('<venue-login> shows its modal when the session sets loginModalOpen', async () => {
    applySession(getSessionStore(), { ...LOGGED_IN, user: null });
    document.body.innerHTML = '<venue-login></venue-login>';
    const login = document.querySelector('venue-login')!;
    await vi.waitFor(() => expect(login.shadowRoot).not.toBeNull());
    expect(login.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
    getSessionStore().getState().system.openLoginModal();
    await vi.waitFor(() => expect(login.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull());
    expect(login.shadowRoot!.querySelector('input[name="username"]')).not.toBeNull();
  });
});
