/**
 * Every custom element, listed once. The bundles (embed, kiosk, React build) and the host app load
 * registrations from ELEMENT_LOADERS; the build writes custom-elements.json, the JSX/React typings and
 * README's element table from ELEMENT_METADATA; the tests check both.
 *
 * A new element: a `<flow>/define.ts` calling `defineVenueElement(...)`, one loader line here, and its
 * metadata (TypeScript refuses a tag without one). Metadata is a separate export so the bundles, which
 * only read the loaders, tree-shake it away (first-paint budget, `npm run size`).
 */
import type { VenueEventName } from './events/venueEvents.ts';

/**
 * Tag -> its registration module. The host app loads each on demand (route-level chunks); the script-tag
 * bundles when the tag first appears (internal/lazyDefine.ts); the React build imports them all up front
 * (build/eager-registry.mjs turns these into static imports).
 */
export const ELEMENT_LOADERS = {
  'venue-nav': () => import('./nav/define.ts'),
  'venue-login': () => import('./login/define.ts'),
  'venue-basket': () => import('./basket/define.ts'),
  'course-booking': () => import('./course-booking/define.ts'),
  'venue-checkout': () => import('./checkout/define.ts'),
  'booking-confirmation': () => import('./confirmation/define.ts'),
  'venue-picker': () => import('./venue-picker/define.ts'),
  'venue-account': () => import('./account/define.ts'),
  'membership-pricing': () => import('./membership-pricing/define.ts'),
  'venue-register': () => import('./register/define.ts'),
  'camp-booking': () => import('./camp-booking/define.ts'),
  'activity-booking': () => import('./activity-booking/define.ts'),
  'attendee-selection': () => import('./attendees/define.ts'),
} as const satisfies Record<string, () => Promise<unknown>>;

export type ElementTag = keyof typeof ELEMENT_LOADERS;

export const ELEMENT_TAGS = Object.keys(ELEMENT_LOADERS) as ElementTag[];

export function isElementTag(tag: string): tag is ElementTag {
  return Object.prototype.hasOwnProperty.call(ELEMENT_LOADERS, tag);
}

/** Starts every registration at once (the React build's entry); resolves when all tags are defined. */
export function defineAllElements(): Promise<unknown[]> {
  return Promise.all(ELEMENT_TAGS.map((tag) => ELEMENT_LOADERS[tag]()));
}

export interface AttributeMeta {
  /** The HTML attribute (kebab-case); the camelCase form is also an element property. */
  name: string;
  /** How the text is read: a TypeScript type for the typings (`string`, `boolean`, `'modal' | 'page'`). */
  type: string;
  description: string;
  default?: string;
}

export interface EventMeta {
  /** The DOM event, a key of VenueEventMap (`events/venueEvents.ts`), bubbling and composed. */
  name: VenueEventName;
  /**
   * The detail type's name as `events/venueEvents.ts` exports it, and its shape as TypeScript text,
   * so the shipped typings stand alone (registry.test.ts checks both against VenueEventMap).
   */
  detailType: string;
  detail: string;
  description: string;
}

export interface SlotMeta {
  name: string;
  description: string;
}

export interface ElementMeta {
  description: string;
  attributes: AttributeMeta[];
  /** Events raised from the element itself when its own action caused the fact (see EVENTS for the rest). */
  events: VenueEventName[];
  /** Custom elements render in a shadow root from React views: none takes light-DOM children. */
  slots: SlotMeta[];
}

/**
 * Every `venue:*` event (VenueEventMap's keys, no more, no fewer), with its detail. Each fact is raised
 * once: from the element whose action caused it (ElementMeta.events), otherwise on document.
 */
export const EVENTS = {
  'venue:logged-in': {
    name: 'venue:logged-in',
    detailType: 'LoggedInDetail',
    detail: '{ userId: number }',
    description:
      'A customer logged in: from <venue-login> when they logged in through it, otherwise on document (session restored, another tab).',
  },
  'venue:logged-out': {
    name: 'venue:logged-out',
    detailType: 'LoggedOutDetail',
    detail: 'null',
    description:
      'The customer logged out: from <venue-nav> when its Log out was used, otherwise on document (the 5-second status poll, kiosk idle logout).',
  },
  'venue:basket-change': {
    name: 'venue:basket-change',
    detailType: 'BasketChangeDetail',
    detail: '{ itemCount: number }',
    description:
      'The basket changed: from the element that changed it (<course-booking> added a course, <venue-basket> removed items, <venue-checkout> completed the order), otherwise on document (a reload found other contents).',
  },
  'venue:booking-confirmed': {
    name: 'venue:booking-confirmed',
    detailType: 'BookingConfirmedDetail',
    detail: '{ completeOrderId: number | string }',
    description: 'The order completed: from the <venue-checkout> that paid.',
  },
  'venue:theme': {
    name: 'venue:theme',
    detailType: 'ThemeDetail',
    detail:
      "{ status: 'ok'; theme: { themeAppPrimaryColour?: string | null; themeAppSecondaryColour1?: string | null; themeAppSecondaryColour2?: string | null; themeAppHeaderBgColour?: string | null; themeAppDarkBgColour?: string | null; headerPrimaryColour?: string | null; themeAppLogo?: string | null; themeAppBodyFontStyle?: string | null; themeAppHeadingFontStyle?: string | null; themeAppSecondaryButtonStyle?: string | null; }; venue: string | undefined } | { status: 'maintenance'; httpStatus: 503 } | { status: 'error'; httpStatus: number | undefined; error: unknown }",
    description: 'On document once the embed bundle has loaded the theme, or could not (maintenance, error).',
  },
  'venue:navigate': {
    name: 'venue:navigate',
    detailType: 'NavigateDetail',
    detail: '{ path: string; replace: boolean }',
    description:
      'Cancelable, from <activity-booking> (the person chose a category, an activity, a week or a day) and <course-booking> (a course opened from its list). A page with a router calls preventDefault() and routes to detail.path (the element then follows its attributes); otherwise the element moves itself and adds a history entry.',
  },
} as const satisfies { [K in VenueEventName]: EventMeta & { name: K } };

export const ELEMENT_METADATA = {
  'venue-nav': {
    description: 'The top navigation and mobile drawer: activities, basket badge, log in and account links.',
    attributes: [
      {
        name: 'base-url',
        type: 'string',
        description: 'Where the booking-area routes live, e.g. https://bookings.example.com.',
        default: 'root-relative',
      },
      {
        name: 'account-url',
        type: 'string',
        description: 'The account area (its own sub-domain).',
        default: 'account.<host>',
      },
      {
        name: 'online-joining',
        type: 'boolean',
        description:
          'Present (bare) or "true" shows Buy a membership, "false" hides it; absent: the client\'s online joining setting.',
      },
      { name: 'logo-url', type: 'string', description: "The operator's logo (the theme's themeAppLogo)." },
    ],
    events: ['venue:logged-out'],
    slots: [],
  },
  'venue-login': {
    description:
      'The login modal, shown whenever the session asks for it; mode="page" renders the /login form inline; mode="reset" the new-password form of a reset e-mail.',
    attributes: [
      {
        name: 'mode',
        type: "'modal' | 'page' | 'reset'",
        description:
          '"page" renders the /login form inline; "reset" the new-password form; "modal" shows the login modal when the session opens it.',
        default: 'modal',
      },
      {
        name: 'base-url',
        type: 'string',
        description: 'Where the booking-area routes live (for the register link).',
        default: 'root-relative',
      },
      { name: 'redirect', type: 'string', description: 'Page mode: a same-site path to go to after logging in.' },
      { name: 'token', type: 'string', description: "Reset mode: the token from the password-reset e-mail's link." },
    ],
    events: ['venue:logged-in'],
    slots: [],
  },
  'venue-basket': {
    description: 'The basket: items, holds, totals, and the way on to checkout.',
    attributes: [
      { name: 'checkout-url', type: 'string', description: "Where 'Checkout now' goes.", default: '/basket/checkout' },
      {
        name: 'continue-url',
        type: 'string',
        description: "Where 'Continue browsing' goes.",
        default: '/redirect-to-selected-venue',
      },
    ],
    events: ['venue:basket-change'],
    slots: [],
  },
  'course-booking': {
    description: "A venue's course list for an activity, and a course's book view (waiver, questions, review).",
    attributes: [
      { name: 'venue', type: 'string', description: 'Venue slug, e.g. riverside.' },
      { name: 'activity', type: 'string', description: 'Activity (category) slug narrowing the list.' },
      {
        name: 'course',
        type: 'string',
        description: "Course id or slug: shows that course's book view straight away.",
      },
      { name: 'basket-url', type: 'string', description: 'Where "View basket" goes.', default: '/basket' },
      { name: 'checkout-url', type: 'string', description: 'Where "Checkout now" goes.', default: '/basket/checkout' },
    ],
    events: ['venue:basket-change', 'venue:navigate'],
    slots: [],
  },
  'camp-booking': {
    description:
      "A venue's camps for an activity, and a camp's book view: the whole camp or single days, who attends, waiver, questions.",
    attributes: [
      { name: 'venue', type: 'string', description: 'Venue slug, e.g. riverside.' },
      { name: 'activity', type: 'string', description: 'Activity (category) slug narrowing the list.' },
      { name: 'camp', type: 'string', description: 'Camp id or slug: shows that camp straight away.' },
      { name: 'basket-url', type: 'string', description: 'Where "View basket" goes.', default: '/basket' },
      { name: 'checkout-url', type: 'string', description: 'Where "Checkout now" goes.', default: '/basket/checkout' },
    ],
    events: ['venue:basket-change'],
    slots: [],
  },
  'venue-checkout': {
    description: 'Checkout: credits, terms, card entry, 3-D Secure and completion.',
    attributes: [
      { name: 'basket-url', type: 'string', description: "Where 'Edit basket' goes.", default: '/basket' },
      {
        name: 'continue-url',
        type: 'string',
        description: "Where 'Continue browsing' goes from an empty checkout.",
        default: '/redirect-to-selected-venue',
      },
      {
        name: 'confirmation-url',
        type: 'string',
        description: 'Completion goes to this plus the complete order id.',
        default: '/booking-confirmed/ (or /order-confirmed/ for online joining)',
      },
      {
        name: 'no-redirect',
        type: 'boolean',
        description: 'Stay on the page after completion (listen for venue:booking-confirmed).',
      },
    ],
    events: ['venue:basket-change', 'venue:booking-confirmed'],
    slots: [],
  },
  'booking-confirmation': {
    description:
      'What was booked, when, where, and how it was paid, for /booking-confirmed/{completeOrderId} (and, with kind="online-joining", the membership order at /order-confirmed/{completeOrderId}).',
    attributes: [
      { name: 'order-id', type: 'string', description: 'The complete order id.' },
      {
        name: 'complete-order-id',
        type: 'string',
        description: "The same id under the route's own name (as the host app passes it).",
      },
      { name: 'home-url', type: 'string', description: "Where 'Book something else' goes.", default: '/' },
      {
        name: 'kind',
        type: "'booking' | 'online-joining'",
        description:
          '"online-joining" words it as a membership order (/order-confirmed/{completeOrderId}): "Welcome to your membership".',
        default: 'booking',
      },
    ],
    events: [],
    slots: [],
  },
  'venue-picker': {
    description:
      'Find a venue by name, town or postcode within 0 to 30 miles, or near you; as a list and (shown on request, loaded only then) on a Leaflet map. Choosing one selects it and opens its activities.',
    attributes: [
      {
        name: 'base-url',
        type: 'string',
        description: "Where the booking-area routes live; a venue's activities are at {base-url}/location/{slug}.",
        default: 'root-relative',
      },
      {
        name: 'tile-url',
        type: 'string',
        description: "The map tiles, a {z}/{x}/{y} URL template (the operator's tile server or key).",
        default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
      {
        name: 'tile-attribution',
        type: 'string',
        description: 'Plain-text credit for the tiles of tile-url.',
        default: "OpenStreetMap's (linked)",
      },
      { name: 'show-map', type: 'boolean', description: 'Show the map at once (its code still loads only then).' },
    ],
    events: [],
    slots: [],
  },
  'venue-account': {
    description:
      'The account area: its navigation, the login form for guests, Log out, and the screen for the path (dashboard, details, memberships, packages, bookings, guest passes, payments, family and friends).',
    attributes: [
      {
        name: 'base-path',
        type: 'string',
        description: 'Where the account area is mounted on this site, e.g. /my-account.',
        default: 'the site root',
      },
      {
        name: 'booking-url',
        type: 'string',
        description: 'The booking site, for links out of the account (Book an activity, Buy a membership).',
        default: 'root-relative',
      },
      {
        name: 'guest-passes',
        type: 'boolean',
        description:
          'Present (bare) or "true" shows Guest passes, "false" hides it; absent: the client\'s online guest passes setting.',
      },
      {
        name: 'path',
        type: 'string',
        description: 'The path inside the area to show, for a host page with its own router; absent: the address.',
      },
    ],
    events: ['venue:logged-in', 'venue:logged-out'],
    slots: [],
  },
  'membership-pricing': {
    description:
      'Membership pricing for /pricing: memberships to join online by home venue, monthly or annual, with joining fee, concessions and age limits; joining puts one in the basket (a guest signs up first).',
    attributes: [
      {
        name: 'venue',
        type: 'string',
        description: "Home venue slug chosen first (else the selected venue, the customer's home venue, the first).",
      },
      {
        name: 'basket-url',
        type: 'string',
        description: 'Where a logged-in customer goes with the membership in the basket.',
        default: '/basket',
      },
      {
        name: 'register-url',
        type: 'string',
        description:
          'Where a guest signs up; ?onboarding_type=membership_purchase&source=online-joining&redirect=<basket-url> is added.',
        default: '/register',
      },
    ],
    events: ['venue:basket-change'],
    slots: [],
  },
  'venue-register': {
    description:
      'The sign-up form (personal, contact, emergency contact, news and offers, password, terms); for logged-in staff, the front-of-house form that creates a customer and acts for them.',
    attributes: [
      {
        name: 'onboarding-type',
        type: "'customer_account_online' | 'membership_purchase' | 'course_pro_bridge' | 'mcr_active'",
        description: 'The onboarding type sent with the sign-up; staff always create customer_account_foh.',
        default: 'customer_account_online',
      },
      {
        name: 'source',
        type: 'string',
        description: 'The onboarding source, e.g. online-joining; staff always send front-of-house.',
        default: 'bookings (online-joining for membership_purchase)',
      },
      { name: 'redirect', type: 'string', description: 'A same-site path to go to once the account exists.' },
      {
        name: 'base-url',
        type: 'string',
        description: 'Where the booking-area routes live (for the log in link).',
        default: 'root-relative',
      },
    ],
    events: ['venue:logged-in'],
    slots: [],
  },
  'activity-booking': {
    description:
      "Book an activity at a venue: its categories, a category's sub-activities, then a week (Monday first) of the chosen one with a date strip; the address follows each step.",
    attributes: [
      { name: 'venue', type: 'string', description: 'Venue slug, e.g. riverside.' },
      {
        name: 'activity',
        type: 'string',
        description: 'Category slug: a group shows its sub-activities, a sub-activity its week.',
      },
      {
        name: 'date',
        type: 'string',
        description: 'The day to show (YYYY-MM-DD), in its Monday-to-Sunday week.',
        default: 'today',
      },
      { name: 'basket-url', type: 'string', description: 'Where "View basket" goes.', default: '/basket' },
      { name: 'checkout-url', type: 'string', description: 'Where "Checkout now" goes.', default: '/basket/checkout' },
      {
        name: 'base-url',
        type: 'string',
        description: "Prefix of the links' addresses (/location/..., /courses/location/..., /camps/location/...).",
        default: 'root-relative',
      },
    ],
    events: ['venue:navigate'],
    slots: [],
  },
  'attendee-selection': {
    description:
      'Attendee selection for /attendees: who attends each basket booking (the customer or a linked person), and the waivers they still need.',
    attributes: [
      {
        name: 'checkout-url',
        type: 'string',
        description: "Where 'Continue to checkout' goes.",
        default: '/basket/checkout',
      },
      { name: 'basket-url', type: 'string', description: "Where 'Back to basket' goes.", default: '/basket' },
    ],
    events: [],
    slots: [],
  },
} as const satisfies Record<ElementTag, ElementMeta>;
