// The catalogue's common namespace (catalogue.ts), in its own module: the views that need only it do not
// fetch the other namespaces. The texts the runtime shows itself are commonCore.ts's.
import { commonCore } from './commonCore.ts';

export const common = {
  ...commonCore,
  // Generic failure toast (contracts §8; decision C2/G8)
  genericError: 'Something went wrong, please try again.',
  selectVenueFirst: 'Please select a venue before booking an activity',
  activityNotFound: "We couldn't find the activity you are looking for",
  loadingChunkFailed: 'Loading chunk failed',
  // Pages (flows §2)
  errorPage: 'We may have dropped the ball on this one.',
  goHome: 'Go home',
  maintenance: 'Service disruption. Unable to access the site due to planned maintenance.',
  notFoundHeading: "Whoops! Looks like you've gone offside.",
  notFoundBody: "The page you're looking for doesn't exist.",
  // Form validation (contracts §5)
  fieldRequired: 'This field is required',
  minLength: 'Must be at least {min} characters',
  maxLength: 'Must be {max} characters or less',
  required: 'Required',
  // Labels: navigation, side drawer and breadcrumb trail (flows §2). Each once, shared by every place.
  bookAnActivity: 'Book an activity',
  buyAMembership: 'Buy a membership',
  myAccount: 'My account',
  logIn: 'Log in',
  logOut: 'Log out',
  createAccount: 'Create an account',
  backToKioskHome: 'Back to Kiosk Home',
  signUp: 'Sign up',
  shoppingBasket: 'Shopping basket',
  checkout: 'Checkout',
  membershipPricing: 'Membership pricing',
  bookACamp: 'Book a camp',
  bookACourse: 'Book a course',
  // Waitlist (contracts §8)
  waitlistJoined: 'Successfully joined the waitlist.',
  waitlistLeft: 'Successfully removed from the waitlist.',
} as const;
