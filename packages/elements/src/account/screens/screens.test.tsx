import {
  ALEX_RECORD,
  ANYTIME,
  NEXT_BOOKINGS,
  PAST_OFF_PEAK,
  PENDING_PARTNER_LINK,
  SAM_LINK,
} from '../../../../../test/fixtures/account.ts';
import { ALEX_MORGAN, LOGGED_IN } from '../../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  labelled,
  render,
  setupPage,
  type,
} from '../../../../../test/fixtures/viewTestPage.tsx';
import { formatDate } from '../dates.ts';
import Dashboard from './Dashboard.tsx';
import Family from './Family.tsx';
import GuestPasses from './GuestPasses.tsx';
import Memberships from './Memberships.tsx';
import Packages from './Packages.tsx';
import UserDetails from './UserDetails.tsx';

const props = { subPath: '', bookingUrl: 'https://book.example', navigate: vi.fn() };
const HANG = () => new Promise<never>(() => {});
const BOOKINGS = '/api/v1/activities/bookings';
const MEMBERSHIPS = '/api/v1/users/1/memberships';
const USER = '/api/v1/users/1';
const LINKS = '/api/v1/users/1/links';
const SERVER_ERROR = { status: 500, body: { message: 'Something has gone wrong, please try again.' } };

function page(routes: Array<[string, string, Parameters<ReturnType<typeof setupPage>['server']['on']>[2]]> = []) {
  const p = setupPage(LOGGED_IN);
  p.server.on('GET', '/api/auth/user', envelope({ id: 1, firstName: 'Alex', lastName: 'Morgan', credit: null }));
  for (const [method, path, reply] of routes) p.server.on(method, path, reply);
  return p;
}
const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent ?? '';

afterEach(() => {
  document.body.replaceChildren();
});

describe('Dashboard', () => {
  it('ROUTE-021 shows the next bookings, the membership with its renewal, both credits and shortcuts', async () => {
    const p = page([
      ['GET', BOOKINGS, envelope(NEXT_BOOKINGS)],
      ['GET', MEMBERSHIPS, envelope([ANYTIME])],
    ]);
    // The session's user as login left it (the dashboard refreshes it, here with the same values).
    p.server.on('GET', '/api/auth/user', envelope({ ...ALEX_MORGAN, membershipUsers: [] }));
    const view = await render(<Dashboard {...props} />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-dashboard="bookings"] li')).toHaveLength(3));
    expect(text(view.container, '[data-dashboard="bookings"]')).toContain('Lane swimming');
    expect(text(view.container, '[data-dashboard="bookings"]')).toContain('Fri 27 Nov 2026, 07:00');
    const call = p.server.callsTo('GET', BOOKINGS)[0]!;
    expect(call.query.get('per_page')).toBe('3');
    expect(call.query.get('starts_after')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await vi.waitFor(() => expect(text(view.container, '[data-dashboard="membership"]')).toContain('Anytime'));
    expect(text(view.container, '[data-dashboard="membership"]')).toContain('£34.99 a month · renews on 24 Dec 2026');
    const credit = text(view.container, '[data-dashboard="credit"]');
    expect(credit).toContain('Membership credit£10.00');
    expect(credit).toContain('General credit£5.00');
    expect(byText(view.container, 'a', 'My details')?.getAttribute('href')).toBe('/user-details');
    await click(byText(view.container, 'a', 'Family and friends'));
    expect(props.navigate).toHaveBeenCalledWith('/family');
  });

  it('USER-005 warns of an expiring document, a missing document and outstanding penalties', async () => {
    const p = page([
      ['GET', BOOKINGS, envelope([])],
      ['GET', MEMBERSHIPS, envelope([])],
    ]);
    const warned = {
      ...ALEX_MORGAN,
      documentExpiry: [{ documentExpiringSoon: true, daysToExpiry: 12 }],
      membershipDocumentUploadRequired: true,
      hasOutstandingPenalties: true,
    };
    p.store.getState().auth.userLoggedIn(warned);
    p.server.on('GET', '/api/auth/user', envelope(warned));
    const view = await render(<Dashboard {...props} />);
    expect(text(view.container, '[data-warning="document-expiry"]')).toContain('expires in 12 days');
    expect(view.container.querySelector('[data-warning="document-required"]')).not.toBeNull();
    expect(view.container.querySelector('[data-warning="penalties"] a')?.getAttribute('href')).toBe(
      'https://book.example/basket',
    );
  });

  it('says so when there are no bookings and no membership, and offers the way to each', async () => {
    page([
      ['GET', BOOKINGS, envelope([])],
      ['GET', MEMBERSHIPS, envelope([])],
    ]);
    const view = await render(<Dashboard {...props} />);
    await vi.waitFor(() => expect(view.text()).toContain('You have no upcoming bookings.'));
    await vi.waitFor(() => expect(view.text()).toContain('You have no membership.'));
    expect(byText(view.container, 'a', 'Buy a membership')?.getAttribute('href')).toBe('https://book.example/pricing');
    expect(view.container.querySelector('[data-warning]')).toBeNull();
  });

  it('shows loading lines, then an error with Try again that loads again', async () => {
    let fail = true;
    const p = page([
      ['GET', BOOKINGS, () => (fail ? SERVER_ERROR : envelope(NEXT_BOOKINGS))],
      ['GET', MEMBERSHIPS, HANG],
    ]);
    const view = await render(<Dashboard {...props} />);
    expect(view.text()).toContain('Loading your membership…');
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
    expect(text(view.container, '[role="alert"]')).toContain('Something has gone wrong, please try again.');
    fail = false;
    await click(byText(view.container, 'button', 'Try again'));
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-dashboard="bookings"] li')).toHaveLength(3));
    expect(p.server.callsTo('GET', BOOKINGS).length).toBeGreaterThanOrEqual(2);
  });
});

describe('Memberships', () => {
  it('ROUTE-023 lists current and past memberships with status, price, billing date and home venue', async () => {
    page([['GET', MEMBERSHIPS, envelope([ANYTIME, PAST_OFF_PEAK])]]);
    const view = await render(<Memberships {...props} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-membership="Anytime"]')).not.toBeNull());
    const current = text(view.container, '#memberships-current + ul, [aria-labelledby="memberships-current"]');
    expect(current).toContain('Active');
    expect(current).toContain('Price£34.99 a month');
    expect(current).toContain('Next billing date24 Dec 2026');
    expect(current).toContain('Home venueRiverside Leisure Centre');
    const past = text(view.container, '[aria-labelledby="memberships-past"]');
    expect(past).toContain('Off-peak');
    expect(past).toContain('Cancelled');
    expect(past).toContain('Ended10 Jan 2026');
    // An instant is dated in venue time: 23:00 UTC on 23 Oct is 24 Oct in London (BST).
    expect(formatDate('2026-10-23T23:00:00Z')).toBe('24 Oct 2026');
    expect(past).not.toContain('Next billing date');
  });

  it('has loading, empty and error states', async () => {
    page([['GET', MEMBERSHIPS, HANG]]);
    const loading = await render(<Memberships {...props} />);
    expect(loading.text()).toBe('Loading your memberships…');
    loading.unmount();
    page([['GET', MEMBERSHIPS, envelope([])]]);
    const empty = await render(<Memberships {...props} />);
    await vi.waitFor(() => expect(empty.text()).toContain('You have no memberships.'));
    empty.unmount();
    page([['GET', MEMBERSHIPS, { status: 403, body: { message: 'Unauthorised.' } }]]);
    const failed = await render(<Memberships {...props} />);
    await vi.waitFor(() => expect(text(failed.container, '[role="alert"]')).toContain('Unauthorised.'));
  });
});

describe('My details', () => {
  it('ROUTE-022 shows the details, saves changes with PATCH and confirms', async () => {
    const p = page([
      ['GET', USER, envelope(ALEX_RECORD)],
      ['PATCH', USER, (call) => envelope({ ...ALEX_RECORD, phone: (call.body as { phone: string }).phone })],
    ]);
    const view = await render(<UserDetails {...props} />);
    await vi.waitFor(() => expect(labelled(view.container, 'Phone number')).toBeDefined());
    expect(labelled(view.container, 'Phone number')!.value).toBe('07700 900001');
    expect(labelled(view.container, 'Postcode')!.value).toBe('M1 3HE');
    expect(labelled(view.container, 'E-mail')!.checked).toBe(true);
    expect(labelled(view.container, 'Post')!.checked).toBe(true);
    await type(labelled(view.container, 'Phone number'), '07700 900123');
    await click(labelled(view.container, 'Text message (SMS)'));
    await click(byText(view.container, 'button', 'Save details'));
    await vi.waitFor(() => expect(view.text()).toContain('Your details have been saved.'));
    const body = p.server.callsTo('PATCH', USER)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      phone: '07700 900123',
      first_name: 'Alex',
      marketing: { email: true, sms: true, phone: false, post: true },
      address: { postcode: 'M1 3HE', address2: null },
    });
  });

  it("shows the server's 422 messages next to their fields and focuses the first", async () => {
    page([
      ['GET', USER, envelope(ALEX_RECORD)],
      [
        'PATCH',
        USER,
        { status: 422, body: { message: 'email: taken', errors: { email: ['The email has already been taken.'] } } },
      ],
    ]);
    const view = await render(<UserDetails {...props} />);
    await vi.waitFor(() => expect(labelled(view.container, /^Email/)).toBeDefined());
    await type(labelled(view.container, /^Email/), 'taken@example.com');
    await click(byText(view.container, 'button', 'Save details'));
    await vi.waitFor(() => expect(view.text()).toContain('The email has already been taken.'));
    const email = labelled(view.container, /^Email/)!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it('checks required names and the postcode before sending', async () => {
    const p = page([['GET', USER, envelope(ALEX_RECORD)]]);
    const view = await render(<UserDetails {...props} />);
    await vi.waitFor(() => expect(labelled(view.container, /^First name/)).toBeDefined());
    await type(labelled(view.container, /^First name/), ' ');
    await type(labelled(view.container, 'Postcode'), 'M1');
    await click(byText(view.container, 'button', 'Save details'));
    expect(view.text()).toContain('This field is required');
    expect(view.text()).toContain('A postcode is 5 to 7 characters');
    expect(p.server.callsTo('PATCH', USER)).toHaveLength(0);
  });

  it('changes the password, with the policy and the current password checked at their fields', async () => {
    let reply: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'password: too common', errors: { password: ['This password is too common.'] } },
    };
    const p = page([
      ['GET', USER, envelope(ALEX_RECORD)],
      ['POST', '/api/auth/customer/change-password', () => reply],
    ]);
    const view = await render(<UserDetails {...props} />);
    await click(byText(view.container, 'button', 'Change password'));
    expect(view.text()).toContain('This field is required');
    await type(labelled(view.container, /^Current password/), 'Password123!');
    await type(labelled(view.container, /^New password/), 'Password1');
    await type(labelled(view.container, /^Confirm new password/), 'Password2');
    await click(byText(view.container, 'button', 'Change password'));
    expect(view.text()).toContain('The password confirmation does not match.');
    await type(labelled(view.container, /^Confirm new password/), 'Password1');
    await click(byText(view.container, 'button', 'Change password'));
    await vi.waitFor(() => expect(view.text()).toContain('This password is too common.'));
    expect(labelled(view.container, /^New password/)!.getAttribute('aria-invalid')).toBe('true');
    reply = envelope({ message: 'Your password has been changed.' }) as { status: number; body: unknown };
    await click(byText(view.container, 'button', 'Change password'));
    await vi.waitFor(() => expect(view.text()).toContain('Your password has been changed.'));
    expect(p.server.callsTo('POST', '/api/auth/customer/change-password').at(-1)!.body).toEqual({
      current_password: 'Password123!',
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(labelled(view.container, /^Current password/)!.value).toBe('');
  });

  it('has loading and error states for the details', async () => {
    page([['GET', USER, HANG]]);
    const loading = await render(<UserDetails {...props} />);
    expect(loading.text()).toContain('Loading your details…');
    loading.unmount();
    page([['GET', USER, SERVER_ERROR]]);
    const failed = await render(<UserDetails {...props} />);
    await vi.waitFor(() => expect(failed.container.querySelector('[role="alert"]')).not.toBeNull());
  });
});

describe('Family and friends', () => {
  it('USER-007 USER-008 USER-009 lists linked people with relationship and status', async () => {
    page([
      [
        'GET',
        LINKS,
        envelope([
          SAM_LINK,
          PENDING_PARTNER_LINK,
          {
            ...SAM_LINK,
            id: 23,
            status: 'revoked',
            referencedUser: { id: 4, name: 'Old Friend' },
            relationship: 'carer',
          },
        ]),
      ],
    ]);
    const view = await render(<Family {...props} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-link="Sam Morgan"]')).not.toBeNull());
    expect(text(view.container, '[data-link="Sam Morgan"]')).toContain('Your child · Linked');
    expect(text(view.container, '[data-link="Jamie Lee"]')).toContain('Partner · Waiting for them to confirm');
    expect(text(view.container, '[data-links="past"]')).toContain('Old Friend');
    expect(text(view.container, '[data-links="past"]')).toContain('Cared for · Removed');
    expect(view.container.querySelector('[data-links="past"] button')).toBeNull();
  });

  it('adds a child with a date of birth, then lists them', async () => {
    const kit = { ...SAM_LINK, id: 30, referencedUser: { id: 9, name: 'Kit Morgan' } };
    let links = [SAM_LINK];
    const p = page([
      ['GET', LINKS, () => envelope(links)],
      [
        'POST',
        LINKS,
        () => {
          links = [SAM_LINK, kit];
          return { status: 201, body: { data: kit, checksum: 'x' } };
        },
      ],
    ]);
    const view = await render(<Family {...props} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-link="Sam Morgan"]')).not.toBeNull());
    await click(byText(view.container, 'button', 'Add child'));
    expect(view.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
    expect(p.server.callsTo('POST', LINKS)).toHaveLength(0);
    await type(labelled(view.container, /^First name/), 'Kit');
    await type(labelled(view.container, /^Last name/), 'Morgan');
    await type(labelled(view.container, /^Date of birth/), '2999-01-01');
    await click(byText(view.container, 'button', 'Add child'));
    expect(view.text()).toContain('The date of birth must not be in the future.');
    await type(labelled(view.container, /^Date of birth/), '2018-05-20');
    await click(byText(view.container, 'button', 'Add child'));
    await vi.waitFor(() => expect(view.container.querySelector('[data-link="Kit Morgan"]')).not.toBeNull());
    expect(view.text()).toContain('Kit Morgan has been added.');
    expect(p.server.callsTo('POST', LINKS)[0]!.body).toEqual({
      relationship: 'parent',
      first_name: 'Kit',
      last_name: 'Morgan',
      date_of_birth: '2018-05-20',
    });
  });

  it('removes a linked person by revoking the link, and cancels a pending one', async () => {
    const p = page([
      ['GET', LINKS, envelope([SAM_LINK, PENDING_PARTNER_LINK])],
      ['PATCH', `${LINKS}/21`, envelope({ ...SAM_LINK, status: 'revoked' })],
      ['DELETE', `${LINKS}/22`, envelope({ ...PENDING_PARTNER_LINK, status: 'cancelled' })],
    ]);
    const view = await render(<Family {...props} />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-link="Sam Morgan"]')).not.toBeNull());
    await click(view.container.querySelector('button[aria-label="Remove Sam Morgan"]'));
    await vi.waitFor(() => expect(view.text()).toContain('Sam Morgan has been removed.'));
    expect(p.server.callsTo('PATCH', `${LINKS}/21`)[0]!.body).toEqual({ status: 'revoked' });
    await click(view.container.querySelector('button[aria-label="Cancel the request to link Jamie Lee"]'));
    await vi.waitFor(() => expect(p.server.callsTo('DELETE', `${LINKS}/22`)).toHaveLength(1));
  });

  it('has loading, empty and error states', async () => {
    page([['GET', LINKS, HANG]]);
    const loading = await render(<Family {...props} />);
    expect(loading.text()).toContain('Loading the people you book for…');
    loading.unmount();
    page([['GET', LINKS, envelope([])]]);
    const empty = await render(<Family {...props} />);
    await vi.waitFor(() => expect(empty.container.querySelector('[data-empty="family"]')).not.toBeNull());
    empty.unmount();
    page([['GET', LINKS, SERVER_ERROR]]);
    const failed = await render(<Family {...props} />);
    await vi.waitFor(() => expect(failed.container.querySelector('[role="alert"]')).not.toBeNull());
  });
});

describe('Packages and Guest passes', () => {
  it('ROUTE-024 Packages says plainly there are none and what a package is', async () => {
    setupPage(LOGGED_IN);
    const view = await render(<Packages {...props} />);
    expect(text(view.container, '[data-empty="packages"]')).toBe('You have no packages.');
    expect(view.text()).toContain('A package is a set of sessions paid for in advance');
  });

  it('Guest passes says plainly there are none and what a guest pass is', async () => {
    setupPage(LOGGED_IN);
    const view = await render(<GuestPasses {...props} />);
    expect(text(view.container, '[data-empty="guest-passes"]')).toBe('You have no guest passes.');
  });
});
