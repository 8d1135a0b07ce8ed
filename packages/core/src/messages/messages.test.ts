import { catalogue, LANGUAGE, NAMESPACES, t } from './index.ts';

// The spec's exact strings, keyed by requirement ID. Copied from requirements.md, not from the catalogue,
// so a typo on either side fails here.
const specStrings: Record<string, string> = {
  'MSG-001': 'Successfully added item to the basket.',
  'MSG-002': 'Successfully removed item from the basket.',
  'MSG-003': 'Successfully updated item in the basket.',
  'MSG-004': 'Successfully removed benefit.',
  'MSG-005': 'Successfully removed package usage.',
  'MSG-006': 'Successfully cleared order.',
  'MSG-007': 'Credit successfully applied.',
  'MSG-008': 'Order completed Successfully.',
  'MSG-009': 'Credit amount could not be applied.',
  'MSG-010': 'Unable to complete your order, please try again.',
  'MSG-011': 'Error with waivers, unable to complete order, please try again',
  'MSG-012': 'Payment was declined',
  'MSG-013': 'Preparation failed',
  'MSG-014': 'Authorization failed',
  'MSG-015': 'Payment completion failed',
  'MSG-016': '3D Secure verification failed',
  'MSG-017': 'No transaction ID available for payment completion',
  'MSG-018': 'Payment provider is not supported',
  'MSG-019': 'Failed to load your shopping basket, please try again.',
  'MSG-020': 'Please select a venue before booking an activity',
  'MSG-021': 'Unable to complete request, item not found.',
  'MSG-022': 'Unauthorised.',
  'MSG-023': 'Something has gone wrong, please try again.',
  'MSG-024': 'Something went wrong, please try again.',
  'MSG-025': 'User signed out',
  'MSG-026': 'Login to make bookings faster and manage your account',
  'MSG-027': 'Your shopping basket is empty',
  'MSG-028': 'Log in to add items to your basket',
  'MSG-029': 'We may have dropped the ball on this one.',
  'MSG-030': 'Service disruption. Unable to access the site due to planned maintenance.',
  'MSG-031': "Whoops! Looks like you've gone offside.",
  'MSG-032': "The page you're looking for doesn't exist.",
  'MSG-033': 'Error',
  'MSG-034': 'Validation errors',
  'MSG-035': 'Loading chunk failed',
  'MSG-036': 'Failed to book course',
  'MSG-037': "We couldn't find the activity you are looking for",
  'MSG-038': 'This course has already started',
  'MSG-039': 'This course has ended and is no longer available',
  'MSG-040': 'This course has already started and is not bookable.',
  'MSG-041': 'Course booked successfully',
  'MSG-042': 'Successfully joined the waitlist.',
  'MSG-043': 'Successfully removed from the waitlist.',
  'MSG-044': 'Please complete all required questions',
  'MSG-045': 'This field is required',
  'MSG-046': 'Must be at least {min} characters',
  'MSG-047': 'Must be {max} characters or less',
  'MSG-048': 'Required',
};

// Labels flows §2 writes out (unquoted there, so no MSG- row); shared by nav, drawer, breadcrumb and basket.
const labels = [
  'Book an activity', 'Buy a membership', 'My account', 'Log in', 'Log out', 'Create an account', 'Back to Kiosk Home',
  'Sign up', 'Shopping basket', 'Checkout', 'Membership pricing', 'Book a camp', 'Book a course',
  'Continue browsing', 'Checkout now', 'Edit basket', 'Basket cost', 'Total to pay', 'Review Selection', 'Go home',
];

const allValues = NAMESPACES.flatMap((ns) => Object.values(catalogue[ns]) as string[]);

describe('message catalogue', () => {
  for (const [id, text] of Object.entries(specStrings)) {
    it(`${id} holds the exact string ${JSON.stringify(text)} exactly once`, () => {
      expect(allValues.filter((v) => v === text)).toHaveLength(1);
    });
  }

  it('holds each flows §2 label exactly once', () => {
    for (const label of labels) expect(allValues.filter((v) => v === label), label).toHaveLength(1);
  });

  it('has no duplicate strings at all', () => {
    expect(new Set(allValues).size).toBe(allValues.length);
  });

  it('UI-039 UI-040 is English, in the namespaces common, courses, home and checkout', () => {
    expect(LANGUAGE).toBe('en');
    expect([...NAMESPACES].sort()).toEqual(['checkout', 'common', 'courses', 'home']);
  });

  it('MSG-046 MSG-047 t() fills {min} and {max}', () => {
    expect(t('common:minLength', { min: 3 })).toBe('Must be at least 3 characters');
    expect(t('common:maxLength', { max: 255 })).toBe('Must be 255 characters or less');
  });

  it('MSG-008 t() looks up by namespace:key and keeps the spec capitals', () => {
    expect(t('checkout:orderCompleted')).toBe('Order completed Successfully.');
  });

  it('t() leaves unknown placeholders and keys visible', () => {
    expect(t('common:minLength', { max: 1 })).toBe('Must be at least {min} characters');
    expect(t('common:nope' as never)).toBe('common:nope');
  });
});
