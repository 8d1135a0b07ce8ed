import { catalogue, LANGUAGE, NAMESPACES, t } from './index.ts';

// The spec's exact strings (the MSG rows of requirements.md, in order), copied from the spec, not from the
// catalogue, so a typo on either side fails here. Not keyed by requirement ID: holding a string proves no
// screen shows it; the tests that trigger each message on screen name its ID.
const specStrings: string[] = [
  'Successfully added item to the basket.',
  'Successfully removed item from the basket.',
  'Successfully updated item in the basket.',
  'Successfully removed benefit.',
  'Successfully removed package usage.',
  'Successfully cleared order.',
  'Credit successfully applied.',
  'Order completed Successfully.',
  'Credit amount could not be applied.',
  'Unable to complete your order, please try again.',
  'Error with waivers, unable to complete order, please try again',
  'Payment was declined',
  'Preparation failed',
  'Authorization failed',
  'Payment completion failed',
  '3D Secure verification failed',
  'No transaction ID available for payment completion',
  'Payment provider is not supported',
  'Failed to load your shopping basket, please try again.',
  'Please select a venue before booking an activity',
  'Unable to complete request, item not found.',
  'Unauthorised.',
  'Something has gone wrong, please try again.',
  'Something went wrong, please try again.',
  'User signed out',
  'Login to make bookings faster and manage your account',
  'Your shopping basket is empty',
  'Log in to add items to your basket',
  'We may have dropped the ball on this one.',
  'Service disruption. Unable to access the site due to planned maintenance.',
  "Whoops! Looks like you've gone offside.",
  "The page you're looking for doesn't exist.",
  'Error',
  'Validation errors',
  'Loading chunk failed',
  'Failed to book course',
  "We couldn't find the activity you are looking for",
  'This course has already started',
  'This course has ended and is no longer available',
  'This course has already started and is not bookable.',
  'Course booked successfully',
  'Successfully joined the waitlist.',
  'Successfully removed from the waitlist.',
  'Please complete all required questions',
  'This field is required',
  'Must be at least {min} characters',
  'Must be {max} characters or less',
  'Required',
];

// Labels flows §2 writes out (unquoted there, so no MSG- row); shared by nav, drawer, breadcrumb and basket.
const labels = [
  'Book an activity',
  'Buy a membership',
  'My account',
  'Log in',
  'Log out',
  'Create an account',
  'Back to Kiosk Home',
  'Sign up',
  'Shopping basket',
  'Checkout',
  'Membership pricing',
  'Book a camp',
  'Book a course',
  'Continue browsing',
  'Checkout now',
  'Edit basket',
  'Basket cost',
  'Total to pay',
  'Review Selection',
  'Go home',
];

const allValues = NAMESPACES.flatMap((ns) => Object.values(catalogue[ns]) as string[]);

describe('message catalogue', () => {
  for (const text of specStrings) {
    it(`holds the exact string ${JSON.stringify(text)} exactly once`, () => {
      expect(allValues.filter((v) => v === text)).toHaveLength(1);
    });
  }

  it('holds each flows §2 label exactly once', () => {
    for (const label of labels)
      expect(
        allValues.filter((v) => v === label),
        label,
      ).toHaveLength(1);
  });

  it('has no duplicate strings at all', () => {
    expect(new Set(allValues).size).toBe(allValues.length);
  });

  it('UI-039 UI-040 is English, in the namespaces common, courses, home and checkout', () => {
    expect(LANGUAGE).toBe('en');
    expect([...NAMESPACES].sort()).toEqual(['checkout', 'common', 'courses', 'home']);
  });

  it('t() fills {min} and {max}', () => {
    expect(t('common:minLength', { min: 3 })).toBe('Must be at least 3 characters');
    expect(t('common:maxLength', { max: 255 })).toBe('Must be 255 characters or less');
  });

  it('t() looks up by namespace:key and keeps the spec capitals', () => {
    expect(t('checkout:orderCompleted')).toBe('Order completed Successfully.');
  });

  it('t() leaves unknown placeholders and keys visible', () => {
    expect(t('common:minLength', { max: 1 })).toBe('Must be at least {min} characters');
    expect(t('common:nope' as never)).toBe('common:nope');
  });
});
