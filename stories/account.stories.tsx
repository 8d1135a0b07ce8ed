import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { VenueAccount } from '@venue/elements/views';
import {
  ALEX_RECORD,
  ANYTIME,
  NEXT_BOOKINGS,
  PAST_OFF_PEAK,
  PENDING_PARTNER_LINK,
  SAM_LINK,
} from '../test/fixtures/account.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { ALEX_MORGAN, applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, withThemeRoot } from './ui/kit.tsx';

// <venue-account>'s view: the shell and each of its screens loading, empty, filled and failing.

const meta: Meta<typeof VenueAccount> = {
  title: 'Elements/venue-account',
  component: VenueAccount,
  decorators: [withThemeRoot],
  args: { path: '/', guestPasses: true, bookingUrl: '' },
};
export default meta;
type Story = StoryObj<typeof VenueAccount>;

const BOOKINGS = 'GET /api/v1/activities/bookings';
const MEMBERSHIPS = 'GET /api/v1/users/1/memberships';
const USER = 'GET /api/v1/users/1';
const LINKS = 'GET /api/v1/users/1/links';
const HANG: FixtureRoute = { hang: true };
const FAIL: FixtureRoute = { status: 500, body: { message: 'Something has gone wrong, please try again.' } };

const FILLED: Record<string, FixtureRoute> = {
  [BOOKINGS]: ok(NEXT_BOOKINGS),
  [MEMBERSHIPS]: ok([ANYTIME, PAST_OFF_PEAK]),
  [USER]: ok(ALEX_RECORD),
  [LINKS]: ok([SAM_LINK, PENDING_PARTNER_LINK]),
  'PATCH /api/v1/users/1': ok(ALEX_RECORD),
  'POST /api/v1/users/1/links': { status: 201, body: { data: SAM_LINK, checksum: 'fixture' } },
  'POST /api/auth/customer/change-password': ok({ message: 'Your password has been changed.' }),
};
const EMPTY: Record<string, FixtureRoute> = {
  [BOOKINGS]: ok([]),
  [MEMBERSHIPS]: ok([]),
  [USER]: ok({
    ...ALEX_RECORD,
    title: null,
    phone: null,
    dateOfBirth: null,
    address: { address1: null, address2: null, area: null, town: null, country: null, postcode: null },
    marketing: { email: false, sms: false, phone: false, post: false },
  }),
  [LINKS]: ok([]),
};
const LOADING = { [BOOKINGS]: HANG, [MEMBERSHIPS]: HANG, [USER]: HANG, [LINKS]: HANG };
const FAILING = { [BOOKINGS]: FAIL, [MEMBERSHIPS]: FAIL, [USER]: FAIL, [LINKS]: FAIL };

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute>) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/auth/user': ok(fixture.user ?? ALEX_MORGAN),
        'GET /api/activities/cart': ok(fixture.cart),
        'POST /api/auth/logout': ok({ message: 'Logged out' }),
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

const at = (path: string, routes: Record<string, FixtureRoute>, fixture = LOGGED_IN): Story => ({
  beforeEach: scenario(fixture, routes),
  args: { path },
});

/** A guest: the login form, then the screen asked for. */
export const LoggedOut: Story = at('/memberships', FILLED, GUEST);

export const DashboardFilled: Story = at('/', FILLED);
export const DashboardFilledHilltop: Story = { ...DashboardFilled, ...themed('hilltop') };
export const DashboardFilledHostile: Story = { ...DashboardFilled, ...themed('hostile') };
export const DashboardLoading: Story = at('/', LOADING);
export const DashboardEmpty: Story = at('/', EMPTY);
export const DashboardError: Story = at('/', FAILING);
/** An expiring document, a document to upload and penalties to pay. */
export const DashboardWarnings: Story = at('/', FILLED, {
  ...LOGGED_IN,
  user: {
    ...ALEX_MORGAN,
    documentExpiry: [{ documentExpiringSoon: true, daysToExpiry: 12 }],
    membershipDocumentUploadRequired: true,
    hasOutstandingPenalties: true,
  },
});

export const DetailsFilled: Story = at('/user-details', FILLED);
export const DetailsFilledHilltop: Story = { ...DetailsFilled, ...themed('hilltop') };
export const DetailsLoading: Story = at('/user-details', LOADING);
export const DetailsEmpty: Story = at('/user-details', EMPTY);
export const DetailsError: Story = at('/user-details', FAILING);

export const MembershipsFilled: Story = at('/memberships', FILLED);
export const MembershipsFilledHilltop: Story = { ...MembershipsFilled, ...themed('hilltop') };
export const MembershipsLoading: Story = at('/memberships', LOADING);
export const MembershipsEmpty: Story = at('/memberships', EMPTY);
export const MembershipsError: Story = at('/memberships', FAILING);

export const FamilyFilled: Story = at('/family', FILLED);
export const FamilyFilledHilltop: Story = { ...FamilyFilled, ...themed('hilltop') };
export const FamilyLoading: Story = at('/family', LOADING);
export const FamilyEmpty: Story = at('/family', EMPTY);
export const FamilyError: Story = at('/family', FAILING);

/** Packages and guest passes hold nothing the contracts can list: their empty states. */
export const PackagesEmpty: Story = at('/packages', EMPTY);
export const GuestPassesEmpty: Story = at('/guest-passes', EMPTY);
export const NotFound: Story = at('/nowhere', EMPTY);
